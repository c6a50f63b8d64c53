import { LogOut, Menu, X } from 'lucide-react'
import { Suspense, useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { useCan, useStaffUser } from '../auth/auth.tsx'
import { useSignOut } from '../auth/use-sign-out.ts'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { LoadingState, Spinner } from '../components/loading-state.tsx'
import { LogoMark } from '../components/logo.tsx'
import { initials } from '../lib/format.ts'
import { useHotel } from '../lib/hotel.ts'
import { useLiveEvents } from '../lib/live-events.ts'
import { useStaffLabels } from '../lib/staff-labels.ts'
import { menuGroups, menuScreens, type Screen, screenHref, screens } from '../screens.ts'

/** The signed-in frame: sidebar (a drawer on phones and tablets), top bar, and the page. */
export default function Shell() {
  const { t } = useTranslation()
  const drawer = useRef<HTMLDialogElement>(null)
  const location = useLocation()

  const closeDrawer = useCallback(() => drawer.current?.close(), [])
  useLiveEvents()

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
          <div className="border-line border-t p-4">
            <LanguageSwitcher />
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
          <Suspense fallback={<LoadingState />}>
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

/** The screens table's entries the person may open: the hotel's work on top, their own account at the foot. */
function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const can = useCan()
  const main = menuScreens(screens, 'main', can)
  const account = menuScreens(screens, 'account', can)
  return (
    <nav aria-label={t('nav.label')} className="flex flex-1 flex-col overflow-y-auto px-3 py-2">
      {menuGroups.map((group) => {
        const inGroup = main.filter((screen) => (screen.group ?? 'home') === group)
        if (inGroup.length === 0) return null
        if (group === 'home') return <ScreenLinks key={group} screens={inGroup} onNavigate={onNavigate} />
        const heading = `nav-group-${group}`
        return (
          <section key={group} aria-labelledby={heading} className="mt-4">
            <h2
              id={heading}
              className="px-3 pb-1 font-semibold text-ink-soft text-xs uppercase tracking-wide"
            >
              {t(`nav.groups.${group}`)}
            </h2>
            <ScreenLinks screens={inGroup} onNavigate={onNavigate} />
          </section>
        )
      })}
      {account.length > 0 && (
        <div className="mt-auto border-line border-t pt-3 pb-2">
          <ScreenLinks screens={account} onNavigate={onNavigate} />
        </div>
      )}
    </nav>
  )
}

function ScreenLinks({ screens: list, onNavigate }: { screens: Screen[]; onNavigate?: () => void }) {
  const { t } = useTranslation()
  return (
    <ul className="flex flex-col gap-1">
      {list.map((screen) => (
        <li key={screen.path}>
          <NavLink
            to={screenHref(screen)}
            end={screen.path === ''}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-sm transition-colors ${
                isActive ? 'bg-pine-50 text-pine-800' : 'text-ink-soft hover:bg-paper hover:text-ink'
              }`
            }
          >
            <screen.icon className="size-5 shrink-0" aria-hidden="true" />
            {t(`screens.${screen.label}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation()
  const { signOut, pending } = useSignOut()

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
        <div className="min-w-0 flex-1 sm:flex-none lg:order-last lg:flex-none">
          <UserBadge />
        </div>
        <div className="hidden flex-1 sm:block" />
        <div className="hidden sm:block">
          <LanguageSwitcher />
        </div>
        <button
          type="button"
          onClick={signOut}
          disabled={pending}
          aria-label={pending ? t('auth.signingOut') : undefined}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-line-strong px-3 font-medium text-ink text-sm hover:bg-pine-50 disabled:cursor-wait disabled:opacity-70 lg:order-last"
        >
          {pending ? <Spinner className="size-4" /> : <LogOut className="size-4" aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">{t('auth.signOut')}</span>
        </button>
      </div>
    </header>
  )
}

/** Initials, full name and roles of the signed-in person; a link to their account. */
function UserBadge() {
  const { t } = useTranslation()
  const user = useStaffUser()
  const labels = useStaffLabels()
  const fullName = `${user.name} ${user.last_name}`.trim()
  return (
    <Link
      to="/account"
      className="-mx-2 flex min-h-11 min-w-0 items-center gap-3 rounded-lg px-2 py-1 hover:bg-pine-50"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-coffee-100 font-semibold text-coffee-700 text-sm"
      >
        {initials(user.name, user.last_name)}
      </span>
      <span className="min-w-0 leading-tight">
        <span className="sr-only">{t('screens.account')}: </span>
        <span className="block truncate font-medium text-sm">{fullName}</span>
        <span className="block truncate text-ink-soft text-sm">{labels.roles(user.roles)}</span>
      </span>
    </Link>
  )
}
