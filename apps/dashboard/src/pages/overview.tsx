import { formatClockTime, formatPhone, type Hotel, telHref } from '@hotel/contract'
import { Clock, Coins, ExternalLink, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useStaffUser } from '../auth/auth.tsx'
import { useDocumentTitle } from '../components/document-title.ts'
import { ErrorPanel } from '../components/error-panel.tsx'
import { formatDecimal } from '../lib/format.ts'
import { useHotel } from '../lib/hotel.ts'
import { useLocale } from '../lib/locale.ts'
import { useStaffLabels } from '../lib/staff-labels.ts'

export default function OverviewPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('overview.title'))
  const user = useStaffUser()
  const labels = useStaffLabels()
  const hotel = useHotel()

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{t('overview.welcome', { name: user.name })}</h1>
        <p className="mt-2 text-ink-soft">
          {t('overview.signedInAs', { roles: labels.roles(user.roles), email: user.email })}
        </p>
      </header>

      <section aria-labelledby="hotel-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="hotel-heading" className="font-semibold text-lg">
            {t('overview.hotelHeading')}
          </h2>
          <p className="mt-1 text-ink-soft text-sm">{t('overview.hotelIntro')}</p>
        </div>

        {hotel.data ? (
          <HotelFacts hotel={hotel.data} />
        ) : hotel.isError ? (
          <ErrorPanel
            error={hotel.error}
            title={t('overview.loadError')}
            onRetry={() => void hotel.refetch()}
            retrying={hotel.isRefetching}
          />
        ) : (
          <FactsSkeleton />
        )}
      </section>
    </div>
  )
}

function HotelFacts({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <FactCard icon={<Clock className="size-5" aria-hidden="true" />} title={t('overview.stayHeading')}>
        <Fact label={t('overview.checkIn')}>
          {t('overview.checkInValue', { time: formatClockTime(hotel.check_in_time, locale) })}
        </Fact>
        <Fact label={t('overview.checkOut')}>
          {t('overview.checkOutValue', { time: formatClockTime(hotel.check_out_time, locale) })}
        </Fact>
        <Fact label={t('overview.breakfast')}>
          {hotel.breakfast_included ? t('overview.breakfastIncluded') : t('overview.breakfastNotIncluded')}
        </Fact>
      </FactCard>

      <FactCard icon={<Coins className="size-5" aria-hidden="true" />} title={t('overview.moneyHeading')}>
        <Fact label={t('overview.currency')}>{hotel.currency}</Fact>
        <Fact label={t('overview.exchangeRate')}>
          <span className="tabular-nums">
            {t('overview.exchangeRateValue', {
              currency: hotel.currency,
              rate: formatDecimal(hotel.exchange_rate, locale),
              local: hotel.local_currency,
            })}
          </span>
        </Fact>
      </FactCard>

      <FactCard
        icon={<Phone className="size-5" aria-hidden="true" />}
        title={t('overview.contactHeading')}
        className="md:col-span-2 xl:col-span-1"
      >
        <Fact label={t('overview.phone')}>
          <ContactLink href={telHref(hotel.phone)}>{formatPhone(hotel.phone)}</ContactLink>
        </Fact>
        <Fact label={t('overview.landline')}>
          <ContactLink href={telHref(hotel.landline)}>{formatPhone(hotel.landline)}</ContactLink>
        </Fact>
        <Fact label={t('overview.email')}>
          <ContactLink href={`mailto:${hotel.email}`} icon={<Mail className="size-4" aria-hidden="true" />}>
            {hotel.email}
          </ContactLink>
        </Fact>
        <Fact label={t('overview.address')}>
          <span className="block">{hotel.address}</span>
          <span className="block">
            {hotel.city}, {hotel.country}
          </span>
          {hotel.maps_url && (
            <a
              href={hotel.maps_url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1 font-medium text-pine-700 underline decoration-pine-200 underline-offset-4 hover:decoration-pine-700"
            >
              <MapPin className="size-4" aria-hidden="true" />
              {t('overview.openMap')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          )}
        </Fact>
      </FactCard>
    </div>
  )
}

function FactCard({
  icon,
  title,
  children,
  className = '',
}: {
  icon: ReactNode
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <article className={`rounded-card border border-line bg-surface p-5 shadow-card sm:p-6 ${className}`}>
      <h3 className="flex items-center gap-2 font-semibold text-base">
        <span className="flex size-8 items-center justify-center rounded-lg bg-pine-50 text-pine-700">
          {icon}
        </span>
        {title}
      </h3>
      <dl className="mt-4 flex flex-col gap-3">{children}</dl>
    </article>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-ink-soft text-sm">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

function ContactLink({ href, icon, children }: { href: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-1.5 break-all text-pine-700 underline decoration-pine-200 underline-offset-4 hover:decoration-pine-700"
    >
      {icon}
      <span className="tabular-nums">{children}</span>
    </a>
  )
}

function FactsSkeleton() {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        {t('app.loading')}
      </span>
      {[0, 1, 2].map((card) => (
        <div key={card} className="rounded-card border border-line bg-surface p-6 shadow-card">
          <div className="h-5 w-28 animate-pulse rounded bg-line" />
          <div className="mt-6 flex flex-col gap-4">
            <div className="h-4 w-3/4 animate-pulse rounded bg-paper" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-paper" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-paper" />
          </div>
        </div>
      ))}
    </div>
  )
}
