import { CalendarCheck, ChevronLeft, Link2Off, LogIn, UserPlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { DocumentTitle } from '../components/document-title.tsx'
import { EmptyState } from '../components/empty-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { PageLoading } from '../components/page-loading.tsx'
import { useAuth } from '../features/account/auth-store.ts'
import { InviteCard } from '../features/reservation/invite-card.tsx'
import { useReservation } from '../features/reservation/queries.ts'
import { ReservationDetail } from '../features/reservation/reservation-detail.tsx'
import { switchLanguage } from '../i18n/language.ts'
import { isLanguage } from '../i18n/options.ts'
import { useTranslation } from '../i18n/react.tsx'
import { forgetKey, takeLinkKey } from '../lib/link-key.ts'

/**
 * One reservation from the link in its mails (`/reservation/REF?key=…&lang=es`): view, pay the balance,
 * modify, cancel and the report, with the link's key instead of an account. The page follows the link's
 * language; the key leaves the address at once and stays in this tab. A signed-in owner sees the same
 * page without a key. Not for search engines.
 */
export default function ReservationPage() {
  const { t, i18n } = useTranslation('reservations')
  const { reference: raw = '' } = useParams()
  const reference = raw.trim()
  const location = useLocation()
  const navigate = useNavigate()
  const auth = useAuth()
  // Undefined until the address has been read (in the browser, after the first render).
  const [key, setKey] = useState<string | null>()

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per reservation; the address changes below
  useEffect(() => {
    const link = takeLinkKey(reference, location.search)
    setKey(link.key)
    const current = i18n.resolvedLanguage ?? i18n.language
    if (isLanguage(link.lang) && link.lang !== current) void switchLanguage(i18n, link.lang)
    if (link.rest !== location.search)
      navigate(
        { pathname: location.pathname, search: link.rest, hash: location.hash },
        { replace: true, preventScrollReset: true },
      )
  }, [reference])

  const signedIn = auth.restored && auth.token !== null
  const ready = key !== undefined && (key !== null || auth.restored)
  const opened = ready && (key !== null || signedIn)

  return (
    <>
      <DocumentTitle title={t('link.title', { reference })} />
      <meta name="robots" content="noindex, nofollow" />
      <PageHeader title={t('link.heading')} intro={t('link.intro')} />
      <div className="page py-8 sm:py-12">
        {/* Left-aligned with the header, and narrow enough for its tables to read well on a desktop. */}
        <div className="max-w-4xl">
          {!ready ? (
            <PageLoading />
          ) : opened ? (
            <ReservationDetail
              key={`${reference}:${key ?? ''}`}
              reference={reference}
              accessKey={key}
              // With a key the page acts as the link's guest (no saved card, no review), whoever is signed in.
              signedIn={signedIn && !key}
              top={signedIn ? <ToProfile /> : null}
              notFound={<InvalidLink reference={reference} signedIn={signedIn} refusedKey={Boolean(key)} />}
            />
          ) : (
            <InvalidLink reference={reference} signedIn={false} />
          )}
          {opened && key && !signedIn ? <ClaimInvite reference={reference} accessKey={key} /> : null}
        </div>
      </div>
    </>
  )
}

function ToProfile() {
  const { t } = useTranslation('reservations')
  return (
    <Link
      to="/profile"
      className="mb-4 inline-flex min-h-11 items-center gap-2 font-medium text-pine-700 hover:underline"
    >
      <ChevronLeft className="size-4" aria-hidden="true" />
      {t('link.toProfile')}
    </Link>
  )
}

/** No key, a wrong one, or one for another reservation: say so, and offer the way through an account. */
function InvalidLink({
  reference,
  signedIn,
  refusedKey = false,
}: {
  reference: string
  signedIn: boolean
  /** The API refused the tab's key: a reload must not offer it again. */
  refusedKey?: boolean
}) {
  const { t } = useTranslation('reservations')
  useEffect(() => {
    if (refusedKey) forgetKey(reference)
  }, [refusedKey, reference])
  const here = `/reservation/${encodeURIComponent(reference)}`
  if (signedIn && !refusedKey)
    return (
      <EmptyState icon={CalendarCheck} text={t('link.notYours', { reference })}>
        <Link to="/profile" className="btn btn-primary">
          {t('link.toProfile')}
        </Link>
      </EmptyState>
    )
  return (
    <section
      aria-labelledby="link-invalid-title"
      className="card flex flex-col items-center px-6 py-10 text-center"
      data-testid="link-invalid"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-coffee-50 text-coffee-700">
        <Link2Off className="size-6" aria-hidden="true" />
      </span>
      <h2 id="link-invalid-title" className="mt-4 text-lg font-bold text-pine-950">
        {t('link.invalidTitle')}
      </h2>
      <p className="mt-2 max-w-md text-ink-soft">{t('link.invalidText')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {signedIn ? (
          <Link to="/profile" className="btn btn-primary">
            {t('link.toProfile')}
          </Link>
        ) : (
          <Link to={`/login?next=${encodeURIComponent(here)}`} className="btn btn-primary">
            <LogIn className="size-4" aria-hidden="true" />
            {t('link.signIn')}
          </Link>
        )}
        <Link to="/contact" className="btn btn-secondary">
          {t('link.contact')}
        </Link>
      </div>
    </section>
  )
}

/** A guest without an account: the same e-mail can become one, which keeps every stay in the profile. */
function ClaimInvite({ reference, accessKey }: { reference: string; accessKey: string }) {
  const { t } = useTranslation('reservations')
  // The detail's own query (same key): answered from the cache.
  const reservation = useReservation(reference, accessKey).data
  if (!reservation) return null
  const email = reservation.user.email
  return (
    <InviteCard
      titleId="claim-title"
      level={2}
      title={t('link.claimTitle')}
      text={t('link.claimText', { email })}
      className="mt-5"
      action={
        <Link to={`/register?email=${encodeURIComponent(email)}`} className="btn btn-secondary shrink-0">
          <UserPlus className="size-4" aria-hidden="true" />
          {t('link.claim')}
        </Link>
      }
    />
  )
}
