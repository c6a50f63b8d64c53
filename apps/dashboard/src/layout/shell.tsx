import { LogOut, Menu, X } from 'lucide-react'
import { Suspense, useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router'
import { useAuth, useStaffUser } from '../auth/auth.tsx'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { PageLoading } from '../components/loading.tsx'
import { LogoMark } from '../components/logo.tsx'
import { initials } from '../lib/format.ts'
import { useHotel } from '../lib/hotel.ts'
import { navigation } from './navigation.ts'

/** The signed-in frame: sidebar (a drawer on phones and tablets), top bar, and the page. */
export default function Shell() {
  const { t } = useTranslation()
  const drawer = useRef<HTMLDialogElement>(null)
  const location = useLocation()

  const closeDrawer = useCallback(() => drawer.current?.close(), [])

  // A navigation, or growing to the desktop layout, closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => closeDrawer(), [location.pathname, closeDrawer])
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 64rem)')
    const onChange = () => desktop.matches && closeDrawer()
    desktop.addEventListener('change', onChange)
    return () => desktop.removeEventListener('change', onChange)
  }, [closeDrawer])

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-pine-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('app.skipToContent')}
      </a>

      <aside className="fixed inset-y-0 start-0 z-30 hidden w-64 flex-col border-line border-e bg-surface lg:flex">
        <Brand />
        <SideNav />
      </aside>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only catches the backdrop; Escape closes a modal dialog natively */}
      <dialog
        ref={drawer}
        aria-label={t('nav.label')}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-surface p-0 text-ink shadow-raised backdrop:bg-ink/40 lg:hidden"
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) closeDrawer()
        }}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-start justify-between gap-2 pe-2">
            <Brand />
            <button
              type="button"
              onClick={closeDrawer}
              aria-label={t('nav.closeMenu')}
              className="mt-3 flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-soft hover:bg-pine-50 hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <SideNav onNavigate={closeDrawer} />
          <div className="mt-auto flex flex-col gap-4 border-line border-t p-4">
            <UserBadge detailed />
            <LanguageSwitcher className="self-start" />
          </div>
        </div>
      </dialog>

      <div className="lg:ps-64">
        <TopBar onOpenMenu={() => drawer.current?.showModal()} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-[1200px] px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8"
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  )
}

function Brand() {
  const { t } = useTranslation()
  const hotel = useHotel()
  return (
    <div className="flex min-w-0 items-center gap-3 px-4 py-4">
      <LogoMark className="size-10 shrink-0" />
      <div className="min-w-0 leading-tight">
        {hotel.data ? (
          <>
            <p className="truncate font-semibold">{hotel.data.name}</p>
            <p className="mt-1 truncate text-ink-soft text-sm">{t('app.name')}</p>
          </>
        ) : hotel.isPending ? (
          <>
            <span className="block h-4 w-32 animate-pulse rounded bg-line" />
            <p className="mt-1 truncate text-ink-soft text-sm">{t('app.name')}</p>
          </>
        ) : (
          <p className="truncate font-semibold">{t('app.name')}</p>
        )}
      </div>
    </div>
  )
}

function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('nav.label')} className="px-3 py-2">
      <ul className="flex flex-col gap-1">
        {navigation.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-sm transition-colors ${
                  isActive ? 'bg-pine-50 text-pine-800' : 'text-ink-soft hover:bg-paper hover:text-ink'
                }`
              }
            >
              <entry.icon className="size-5 shrink-0" aria-hidden="true" />
              {t(`nav.${entry.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation()
  const { signOut } = useAuth()
  const navigate = useNavigate()

  function handleSignOut() {
    signOut()
    navigate('/login', { replace: true })
  }

  return (
    <header className="sticky top-0 z-20 border-line border-b bg-surface/95 backdrop-blur-sm">
      <div className="mx-auto flex h-16 w-full max-w-[1200px] items-center gap-2 px-2 sm:gap-4 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-pine-50 lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        {/* Phones: the user next to the menu button. Desktop: language and user on the right. */}
        <div className="min-w-0 flex-1 lg:hidden">
          <UserBadge />
        </div>
        <div className="hidden flex-1 lg:block" />
        <div className="hidden sm:block">
          <LanguageSwitcher />
        </div>
        <div className="hidden min-w-0 border-line border-s ps-4 lg:block">
          <UserBadge />
        </div>
        <button
          type="button"
          onClick={handleSignOut}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-line-strong px-3 font-medium text-ink text-sm hover:bg-pine-50"
        >
          <LogOut className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('auth.signOut')}</span>
        </button>
      </div>
    </header>
  )
}

/** Avatar, full name and role of the signed-in staff member; `detailed` adds the e-mail. */
function UserBadge({ detailed = false }: { detailed?: boolean }) {
  const { t } = useTranslation()
  const user = useStaffUser()
  const fullName = `${user.name} ${user.last_name}`.trim()
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-coffee-100 font-semibold text-coffee-700 text-sm"
      >
        {initials(user.name, user.last_name)}
      </span>
      <div className="min-w-0 leading-tight">
        <p className="truncate font-medium text-sm">{fullName}</p>
        <p className="truncate text-ink-soft text-sm">
          {t(`roles.${user.role}`)}
          {detailed && <span className="block truncate">{user.email}</span>}
        </p>
      </div>
    </div>
  )
}
