import type { ClientUser } from '@hotel/contract'
import { ChevronDown, LogOut, UserRound } from 'lucide-react'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/react.tsx'
import { notify } from '../../lib/toast.ts'
import { getAuthStore, useAuth } from './auth-store.ts'
import { Avatar } from './avatar-badge.tsx'

/** Signs out and says so (the account page then goes home by itself). */
function useLogout() {
  const { t } = useTranslation()
  return () => {
    getAuthStore().logout()
    void notify('success', t('account.signedOut'))
  }
}

/**
 * The header's account area once the auth store is loaded: the profile menu (avatar, profile, sign out)
 * for a signed-in guest, the sign-in links otherwise. `mobile` is the phone menu's version, which shows
 * the name and e-mail.
 */
export default function AccountMenu({ mobile, guest }: { mobile?: boolean; guest: ReactNode }) {
  const { user, token } = useAuth()
  if (!token || !user) return guest
  return mobile ? <MobileAccount /> : <DesktopAccount />
}

/** The signed-in guest's avatar, full name and e-mail, in both versions of the menu. */
function Identity({ user, className }: { user: ClientUser; className: string }) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <Avatar user={user} size="md" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">
          {user.name} {user.last_name}
        </p>
        <p className="truncate text-sm text-ink-soft">{user.email}</p>
      </div>
    </div>
  )
}

function MobileAccount() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const logout = useLogout()
  if (!user) return null
  return (
    <div className="mt-3 border-t border-line pt-4 pb-2">
      <Identity user={user} className="px-1" />
      <div className="mt-4 grid gap-3">
        <Link to="/profile" className="btn btn-secondary">
          <UserRound className="size-4" aria-hidden="true" />
          {t('account.profile')}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={logout}>
          <LogOut className="size-4" aria-hidden="true" />
          {t('account.logout')}
        </button>
      </div>
    </div>
  )
}

const menuItems = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
]

function DesktopAccount() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const logout = useLogout()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each navigation on purpose
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    menuItems(root.current)[0]?.focus()
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onEscape)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onEscape)
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return
    const list = menuItems(root.current)
    const index = list.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      list[(index + step + list.length) % list.length]?.focus()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  if (!user) return null
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 font-medium text-ink hover:bg-pine-50"
      >
        <Avatar user={user} />
        <span className="max-w-36 truncate">{user.name}</span>
        <ChevronDown className="size-4 text-ink-soft" aria-hidden="true" />
        <span className="sr-only">{t('account.menu')}</span>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={t('account.menu')}
        onKeyDown={onKeyDown}
        hidden={!open}
        className="absolute right-0 mt-2 w-72 rounded-card border border-line bg-surface p-2 shadow-raised"
      >
        <Identity user={user} className="border-b border-line px-3 pt-2 pb-3" />
        <Link
          to="/profile"
          role="menuitem"
          tabIndex={-1}
          className="mt-1 flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-ink hover:bg-pine-50 focus:bg-pine-50"
        >
          <UserRound className="size-4 text-pine-700" aria-hidden="true" />
          {t('account.profile')}
        </Link>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={logout}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium text-ink hover:bg-pine-50 focus:bg-pine-50"
        >
          <LogOut className="size-4 text-pine-700" aria-hidden="true" />
          {t('account.logout')}
        </button>
      </div>
    </div>
  )
}
