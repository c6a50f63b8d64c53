import { type ClientUser, formatClockTime } from '@hotel/contract'
import {
  CalendarCheck,
  FileText,
  History,
  KeyRound,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  UserPen,
} from 'lucide-react'
import { type ComponentType, type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ContactCard } from '../components/contact-card.tsx'
import { DocumentTitle } from '../components/document-title.tsx'
import { LineIcon } from '../components/line-icon.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { PageLoading } from '../components/page-loading.tsx'
import { getAuthStore, useAuth } from '../features/account/auth-store.ts'
import { Avatar } from '../features/account/avatar-badge.tsx'
import { ChangePassword } from '../features/account/change-password.tsx'
import { EditProfile } from '../features/account/edit-profile.tsx'
import { useBalance, usePaymentHistory, usePaymentMethod } from '../features/payments/queries.ts'
import ReservationsPanel, {
  loadReservationDetail,
  loadReservationList,
} from '../features/reservation/profile-panel.tsx'
import { useReservation, useReservationList } from '../features/reservation/queries.ts'
import { usePageLanguage, useTranslation } from '../i18n/react.tsx'
import { formatMomentMonth } from '../lib/format.ts'
import { useHotel } from '../lib/hotel.ts'
import { scrollEdges } from '../lib/scrolling.ts'

// The reservations load with the Booked or History tab: the list, or one reservation's detail (modify,
// cancel, report), each its own chunk (profile-panel.tsx). The saved card and the payment history load
// with the Payments tab.
const loadPayments = () => import('../features/payments/profile-payments.tsx')
const PaymentsPanel = lazy(loadPayments)

/** A tab's code, fetched as the pointer or the focus comes to the tab, before it is opened. */
function prefetchTab(id: TabId) {
  const load =
    id === 'payments' ? loadPayments : id === 'booked' || id === 'history' ? loadReservationList : null
  load?.().catch(() => undefined)
}

/** Lucide's credit card: the payment code uses lucide's own. */
function CardIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <rect width="20" height="14" x="2" y="5" rx="2" />
      <path d="M2 10h20" />
    </LineIcon>
  )
}

/** Lucide's chevrons, drawn here for the same reason as the card. */
function Chevron({ side }: { side: 'left' | 'right' }) {
  return (
    <LineIcon className="size-6">
      <path d={side === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </LineIcon>
  )
}

const tabs = [
  { id: 'booked', icon: CalendarCheck },
  { id: 'history', icon: History },
  { id: 'payments', icon: CardIcon },
  { id: 'help', icon: LifeBuoy },
  { id: 'terms', icon: FileText },
  { id: 'edit', icon: UserPen },
  { id: 'password', icon: KeyRound },
] as const satisfies readonly { id: string; icon: LucideIcon | ComponentType<{ className?: string }> }[]
type TabId = (typeof tabs)[number]['id']

/**
 * The guest's account: booked reservations, history, help and support, terms, and the screens to edit
 * the profile and change the password. Signed-out visitors are sent to sign in and brought back.
 */
export default function ProfilePage() {
  const { t } = useTranslation('account')
  const auth = useAuth()
  const navigate = useNavigate()
  const signedOut = auth.restored && !auth.token
  const hadSession = useRef(false)
  if (auth.token) hadSession.current = true
  // The open tab's code starts loading while the saved session is read, not after it.
  const [params] = useSearchParams()
  const opening = params.get('tab')
  const reference = params.get('reservation')?.trim()
  useEffect(() => {
    if (opening === 'payments') void loadPayments()
    else if (!opening || opening === 'booked' || opening === 'history')
      void (reference ? loadReservationDetail() : loadReservationList())
  }, [opening, reference])
  useEffect(() => {
    if (!signedOut) return
    // Signed out here on purpose: home. No session, or the server ended it: sign in and come back.
    const home = hadSession.current && getAuthStore().endedBy() === 'logout'
    navigate(home ? '/' : '/login?next=%2Fprofile', { replace: true })
  }, [signedOut, navigate])
  return (
    <>
      <DocumentTitle title={t('profile.title')} />
      <PageHeader title={t('profile.title')} intro={t('profile.intro')} />
      {auth.token && auth.user ? <Account user={auth.user} /> : <PageLoading />}
    </>
  )
}

function Account({ user }: { user: ClientUser }) {
  const { t } = useTranslation('account')
  const lng = usePageLanguage()
  const [params, setParams] = useSearchParams()
  const current: TabId = tabs.find((tab) => tab.id === params.get('tab'))?.id ?? 'booked'
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const list = useRef<HTMLDivElement>(null)

  // On phones the tabs scroll sideways: arrows at an edge say that more tabs lie beyond it.
  const [more, setMore] = useState({ before: false, after: false })
  const measure = () => {
    const strip = list.current
    if (!strip) return
    const next = scrollEdges(strip.scrollLeft, strip.clientWidth, strip.scrollWidth)
    setMore((old) => (old.before === next.before && old.after === next.after ? old : next))
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure reads only the element and a setter
  useEffect(() => {
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])
  const scrollTabs = (direction: -1 | 1) => {
    const strip = list.current
    strip?.scrollBy({ left: direction * strip.clientWidth * 0.7, behavior: 'smooth' })
  }

  // Keep the selected tab in sight.
  useEffect(() => {
    const strip = list.current
    const button = buttons.current[tabs.findIndex((tab) => tab.id === current)]
    if (!strip || !button || strip.scrollWidth <= strip.clientWidth) return
    const outer = strip.getBoundingClientRect()
    const inner = button.getBoundingClientRect()
    if (inner.left < outer.left + 48) strip.scrollLeft -= outer.left - inner.left + 48
    else if (inner.right > outer.right - 48) strip.scrollLeft += inner.right - outer.right + 48
  }, [current])

  const select = (id: TabId, focus = false) => {
    setParams(id === 'booked' ? {} : { tab: id }, { replace: true, preventScrollReset: true })
    if (focus) buttons.current[tabs.findIndex((tab) => tab.id === id)]?.focus()
  }

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current)
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const tab = tabs[(target + tabs.length) % tabs.length]
    if (tab) select(tab.id, true)
  }

  const since = formatMomentMonth(user.created_at, lng)

  return (
    <div className="page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-12 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
      <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <div className="flex items-center gap-4 rounded-card border border-line bg-surface p-4 shadow-card">
          <Avatar user={user} size="lg" />
          <div className="min-w-0">
            <p
              className="text-lg leading-snug font-semibold break-words text-pine-950"
              data-testid="profile-name"
            >
              {user.name} {user.last_name}
            </p>
            <p className="text-sm [overflow-wrap:anywhere] text-ink-soft">{user.email}</p>
            <p className="text-sm text-ink-soft">{t('profile.since', { date: since })}</p>
          </div>
        </div>
        <div className="relative -mx-4 mt-4 sm:mx-0">
          <div
            ref={list}
            role="tablist"
            aria-label={t('profile.sections')}
            aria-orientation="vertical"
            onKeyDown={onKeyDown}
            onScroll={measure}
            className="flex scroll-px-12 gap-2 overflow-x-auto px-4 pb-2 sm:px-0 lg:flex-col lg:overflow-visible"
          >
            {tabs.map((tab, index) => {
              const selected = tab.id === current
              return (
                <button
                  key={tab.id}
                  ref={(element) => {
                    buttons.current[index] = element
                  }}
                  type="button"
                  role="tab"
                  id={`tab-${tab.id}`}
                  aria-selected={selected}
                  aria-controls={`panel-${tab.id}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(tab.id)}
                  onPointerEnter={() => prefetchTab(tab.id)}
                  onFocus={() => prefetchTab(tab.id)}
                  className={`inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg px-3.5 text-left font-medium whitespace-nowrap lg:whitespace-normal ${
                    selected
                      ? 'bg-pine-700 text-white'
                      : 'border border-line bg-surface text-ink hover:bg-pine-50 lg:border-transparent lg:bg-transparent'
                  }`}
                >
                  <tab.icon className="size-4 shrink-0" aria-hidden="true" />
                  {t(`profile.tabs.${tab.id}.title`)}
                </button>
              )
            })}
          </div>
          {/* For touch and mouse; keyboards move with the arrow keys inside the tab list. */}
          {more.before ? (
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              onClick={() => scrollTabs(-1)}
              className="absolute top-0 bottom-2 left-0 flex w-12 items-center justify-start bg-linear-to-r from-paper from-40% to-transparent pl-1 text-pine-700 lg:hidden"
            >
              <Chevron side="left" />
            </button>
          ) : null}
          {more.after ? (
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              onClick={() => scrollTabs(1)}
              className="absolute top-0 right-0 bottom-2 flex w-12 items-center justify-end bg-linear-to-l from-paper from-40% to-transparent pr-1 text-pine-700 lg:hidden"
              data-testid="tabs-more"
            >
              <Chevron side="right" />
            </button>
          ) : null}
        </div>
        <p className="mt-3 flex flex-wrap items-center gap-x-1.5 text-sm text-ink-soft lg:mt-5 lg:px-3.5">
          <MessageSquareText className="size-4 shrink-0 text-pine-700" aria-hidden="true" />
          {t('profile.review.title')}
          <Link
            to="/new-review"
            className="inline-flex min-h-11 items-center font-medium text-pine-700 underline-offset-2 hover:underline"
          >
            {t('profile.review.link')}
          </Link>
        </p>
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`} className="min-w-0">
        <h2 className="text-xl font-bold tracking-tight text-pine-950">
          {t(`profile.tabs.${current}.title`)}
        </h2>
        <p className="mt-1 mb-6 text-ink-soft">{t(`profile.tabs.${current}.text`)}</p>
        <StartRequests id={current} />
        <Panel id={current} user={user} />
      </div>
    </div>
  )
}

/**
 * The open tab's requests, started with its code instead of after it (they used to wait for the panel's
 * chunk, then for each other). The panels read the same queries, so nothing is asked twice.
 */
function StartRequests({ id }: { id: TabId }) {
  const [params] = useSearchParams()
  const reference = params.get('reservation')?.trim()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  if (id === 'payments') return <PaymentsRequests />
  if (id !== 'booked' && id !== 'history') return null
  if (reference) return <ReservationRequests reference={reference} />
  return <ListRequests scope={id === 'booked' ? 'upcoming' : 'history'} page={page} />
}

function ListRequests({ scope, page }: { scope: 'upcoming' | 'history'; page: number }) {
  useReservationList(scope, page)
  return null
}

function ReservationRequests({ reference }: { reference: string }) {
  const reservation = useReservation(reference)
  // The balance is asked for by the reservation's id: as soon as it is known, whether or not the panel is.
  useBalance(reservation.data?.id ?? '', Boolean(reservation.data))
  return null
}

function PaymentsRequests() {
  usePaymentMethod()
  usePaymentHistory(1)
  return null
}

function Panel({ id, user }: { id: TabId; user: ClientUser }) {
  const { t } = useTranslation('account')
  const hotel = useHotel()
  const lng = usePageLanguage()
  const hours = {
    checkIn: formatClockTime(hotel.check_in_time, lng),
    checkOut: formatClockTime(hotel.check_out_time, lng),
  }
  switch (id) {
    case 'booked':
    case 'history':
      return (
        <Suspense fallback={<PageLoading />}>
          <ReservationsPanel tab={id} />
        </Suspense>
      )
    case 'payments':
      return (
        <Suspense fallback={<PageLoading />}>
          <PaymentsPanel />
        </Suspense>
      )
    case 'help':
      return (
        <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
          <ul className="grid gap-3">
            {(['change', 'cancel', 'pay', 'arrival'] as const).map((key) => (
              <li key={key} className="card p-5">
                <h3 className="font-semibold text-ink">{t(`profile.help.${key}.q`)}</h3>
                <p className="mt-1 text-ink-soft">{t(`profile.help.${key}.a`, hours)}</p>
              </li>
            ))}
          </ul>
          <ContactCard title={t('profile.help.contact')} />
        </div>
      )
    case 'terms':
      return (
        <div className="card p-5 sm:p-6">
          <ul className="grid list-disc gap-2 pl-5 text-ink">
            {(['rate', 'hours', 'changes', 'payment', 'age'] as const).map((key) => (
              <li key={key}>{t(`profile.terms.${key}`, hours)}</li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/terms-and-conditions" className="btn btn-secondary">
              {t('profile.terms.full')}
            </Link>
            <Link to="/privacy-policy" className="btn btn-secondary">
              {t('profile.terms.privacy')}
            </Link>
          </div>
        </div>
      )
    case 'edit':
      return <EditProfile key={user.id} user={user} />
    case 'password':
      return <ChangePassword email={user.email} />
  }
}
