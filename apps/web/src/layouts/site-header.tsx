import { LogIn, Menu, X } from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useState, useSyncExternalStore } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { Logo } from '../components/logo.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { accountWanted } from '../lib/api.ts'
import { useHotel } from '../lib/hotel.ts'

const menu = [
  { to: '/books', key: 'nav.rooms' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
] as const

/** The site's pages, in the wide header's row and the phone menu's column. */
function MenuLinks({
  listClass,
  linkClass,
}: {
  listClass: string
  linkClass: (isActive: boolean) => string
}) {
  const { t } = useTranslation()
  return (
    <ul className={listClass}>
      {menu.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={({ isActive }) => linkClass(isActive)}>
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

// The signed-in menu loads only for a saved session or after signing in; first paint is signed out.
const AccountMenu = lazy(() => import('../features/account/account-menu.tsx'))
const never = () => false
// The header mounts again when coming back from the sign-in pages (another layout): no need to listen.
const subscribeNothing = () => () => {}

function Account({ mobile }: { mobile?: boolean }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const wanted = useSyncExternalStore(subscribeNothing, accountWanted, never)
  const next = pathname === '/' ? '' : `?next=${encodeURIComponent(pathname)}`
  const guest = mobile ? (
    <div className="mt-3 grid grid-cols-2 gap-3 pb-2">
      <Link to={`/login${next}`} className="btn btn-secondary">
        {t('auth.login')}
      </Link>
      <Link to="/register" className="btn btn-primary">
        {t('auth.register')}
      </Link>
    </div>
  ) : (
    <>
      <Link
        to={`/login${next}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-ink hover:bg-pine-50 hover:text-pine-800"
      >
        <LogIn className="size-4" aria-hidden="true" />
        {t('auth.login')}
      </Link>
      <Link to="/register" className="btn btn-primary">
        {t('auth.register')}
      </Link>
    </>
  )
  if (!wanted) return guest
  return (
    <Suspense fallback={guest}>
      <AccountMenu mobile={mobile} guest={guest} />
    </Suspense>
  )
}

/**
 * The main layout's header. A part of the layout, not of components/: it loads the account feature's menu,
 * and the shared parts import no feature.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const hotel = useHotel()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const panelId = useId()

  // Close the phone menu after navigating, and with Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="page flex h-16 items-center gap-6">
        <Logo name={hotel.name} />
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <MenuLinks
            listClass="flex items-center gap-1"
            linkClass={(isActive) =>
              `inline-flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-pine-50 hover:text-pine-800 ${
                isActive
                  ? 'text-pine-800 underline decoration-clay-400 decoration-2 underline-offset-8'
                  : 'text-ink'
              }`
            }
          />
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageSwitcher />
          <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
          <Account />
        </div>
        <button
          type="button"
          className="-mr-2 ml-auto inline-flex size-11 items-center justify-center rounded-lg text-pine-900 hover:bg-pine-50 md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
          <span className="sr-only">{open ? t('nav.close') : t('nav.open')}</span>
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-paper shadow-raised md:hidden"
      >
        <nav aria-label={t('nav.label')} className="page py-3">
          <MenuLinks
            listClass="flex flex-col"
            linkClass={(isActive) =>
              `flex min-h-12 items-center rounded-lg px-3 text-lg font-medium hover:bg-pine-50 ${
                isActive ? 'bg-pine-50 text-pine-800' : 'text-ink'
              }`
            }
          />
          <div className="mt-3 border-t border-line pt-3">
            <LanguageSwitcher tone="plain" className="w-full" />
          </div>
          <Account mobile />
        </nav>
      </div>
    </header>
  )
}
