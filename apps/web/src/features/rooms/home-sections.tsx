import type { Promotion } from '@hotel/contract'
import { ArrowRight, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '../../components/empty-state.tsx'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import { formatDay } from '../../lib/format.ts'
import { useActivePromotions, useMostBookedRooms } from './queries.ts'
import { RoomCard, RoomCardSkeleton } from './room-card.tsx'
import { emptySearch, serializeRoomSearch, updateSearch } from './search-state.ts'

/**
 * The home page's special offers and most booked rooms. Loaded as its own chunk once the page has
 * hydrated and the sections come near the screen (pages/home.tsx): the home page's first JavaScript stays
 * within its budget, and the API is asked only when the guest is about to see them.
 */
export default function HomeRoomSections() {
  // Suspends (inside home.tsx's boundary) until the card texts are loaded.
  useTranslation(['home', 'rooms'])
  return (
    <>
      <SpecialOffers />
      <MostBooked />
    </>
  )
}

function SectionHeading({
  id,
  title,
  intro,
  action,
}: {
  id: string
  title: string
  intro: string
  action?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={id} className="text-xl font-bold tracking-tight text-pine-950">
          {title}
        </h2>
        <p className="mt-1 text-ink-soft">{intro}</p>
      </div>
      {action}
    </div>
  )
}

/** Where an offer's rooms are listed: /books with promotions only and the offer's code. */
function offerHref(promotion: Pick<Promotion, 'promotional_code'>): string {
  return `/books?${serializeRoomSearch(
    updateSearch(emptySearch, { promotions: true, code: promotion.promotional_code }),
  )}`
}

function SpecialOffers() {
  const { t } = useTranslation('home')
  const offers = useActivePromotions()
  if (offers.isError) return null
  return (
    <section aria-labelledby="offers-title" className="page py-12 sm:py-16">
      <SectionHeading id="offers-title" title={t('offers.title')} intro={t('offers.intro')} />
      {!offers.data ? (
        <div className="grid gap-5 sm:grid-cols-2" aria-hidden="true">
          <div className="card h-56 animate-pulse bg-sand/60" />
          <div className="card h-56 animate-pulse bg-sand/60" />
        </div>
      ) : offers.data.length === 0 ? (
        <EmptyState icon={Sparkles} text={t('offers.empty')} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {offers.data.map((offer) => (
            <li key={offer.id} className="flex [&>*]:flex-1">
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function OfferCard({ offer }: { offer: Promotion }) {
  const { t } = useTranslation('home')
  const lng = usePageLanguage()
  return (
    <article className="relative flex flex-col overflow-hidden rounded-card border border-clay-100 bg-gradient-to-br from-clay-50 via-surface to-surface p-5 shadow-card sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wider text-clay-700 uppercase">{t('offers.label')}</p>
          <h3 className="mt-1 text-lg font-bold wrap-anywhere text-pine-950">{offer.name}</h3>
        </div>
        <p className="flex shrink-0 flex-col items-center justify-center rounded-2xl bg-clay-600 px-4 py-2 text-white">
          <span className="text-xl leading-none font-bold tabular-nums">{offer.discount}%</span>
          <span className="mt-0.5 text-xs font-medium">{t('offers.off')}</span>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink-soft">{t('offers.code')}</dt>
        <dd>
          <span className="rounded-md border border-dashed border-clay-300 bg-surface px-2 py-0.5 font-mono font-semibold tracking-wide break-all text-ink">
            {offer.promotional_code}
          </span>
        </dd>
        <dt className="text-ink-soft">{t('offers.until')}</dt>
        <dd className="font-medium text-ink">{formatDay(offer.expired_at, lng)}</dd>
        <dt className="text-ink-soft">{t('offers.rooms')}</dt>
        <dd className="font-medium text-ink">{t('offers.roomCount', { count: offer.rooms.length })}</dd>
      </dl>
      <Link
        to={offerHref(offer)}
        className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-pine-700 after:absolute after:inset-0 after:content-[''] hover:text-pine-900 hover:underline"
      >
        {t('offers.see', { name: offer.name })}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  )
}

/** Hidden when the hotel has no list to show (none yet, or the call failed). */
function MostBooked() {
  const { t } = useTranslation('home')
  const rooms = useMostBookedRooms(4)
  if (rooms.isError || rooms.data?.length === 0) return null
  return (
    <section aria-labelledby="popular-title" className="page pb-12 sm:pb-16">
      <SectionHeading
        id="popular-title"
        title={t('popular.title')}
        intro={t('popular.intro')}
        action={
          <Link
            to="/books"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-pine-700 hover:text-pine-900 hover:underline"
          >
            {t('popular.all')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {rooms.data
          ? rooms.data.map((room) => (
              <li key={room.id} className="flex [&>*]:flex-1">
                <RoomCard room={room} columns={4} priceFrom />
              </li>
            ))
          : Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <li key={index} aria-hidden="true">
                <RoomCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  )
}
