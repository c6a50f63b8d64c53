import type { Room } from '@hotel/contract'
import { BedDouble, Users } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/react.tsx'
import type { TFunction } from '../../i18n/translate.ts'
import { useHydrated } from '../../lib/hydrated.ts'
import { NightPrice, PromotionBadge, StayTotal } from './price.tsx'
import { RoomImage } from './room-image.tsx'
import { parseRoomStay, roomPath } from './search-state.ts'

/** "1 queen bed · 2 full beds" */
function bedsText(t: TFunction, beds: Room['beds']): string {
  return beds.map((bed) => t(`rooms:beds.${bed.type}`, { count: bed.quantity })).join(' · ')
}

/** The room's beds and the guests it holds: a column on a card, a `row` under the room page's title. */
export function RoomSize({ room, row = false }: { room: Room; row?: boolean }) {
  const { t } = useTranslation('rooms')
  const item = row ? 'inline-flex items-center gap-1.5' : 'flex items-center gap-1.5'
  const icon = row ? 'size-4 text-pine-700' : 'size-4 shrink-0 text-pine-700'
  return (
    <ul
      className={
        row
          ? 'mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft'
          : 'mt-2 mb-4 flex flex-col gap-1 text-sm text-ink-soft'
      }
    >
      <li className={item}>
        <BedDouble className={icon} aria-hidden="true" />
        {bedsText(t, room.beds)}
      </li>
      <li className={item}>
        <Users className={icon} aria-hidden="true" />
        {t('card.guests', { count: room.max_guests })}
      </li>
    </ul>
  )
}

/** Room cards: one column on phones, two on tablets, three (or four) on wide screens. */
const cardSizes = {
  3: '(min-width: 1200px) 370px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw',
  4: '(min-width: 1200px) 275px, (min-width: 1024px) 23vw, (min-width: 640px) 47vw, 100vw',
}

/**
 * A room in a list: picture, type and number, beds, guests, the price per night and, with dates, the
 * stay's total before and after the promotion. The whole card opens the room page.
 */
export function RoomCard({
  room,
  columns = 3,
  headingLevel = 3,
  priceFrom = false,
  backTo,
  onBook,
}: {
  room: Room
  columns?: 3 | 4
  headingLevel?: 2 | 3
  /** The price is the lowest (no guest count asked): say "from". */
  priceFrom?: boolean
  /** The search to return to from the room page; its dates and guests go with the room page's address. */
  backTo?: string
  /** Shows a Book button (above the card's link) that opens the booking dialog. */
  onBook?: () => void
}) {
  const { t } = useTranslation('rooms')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // The list shows before its code runs (server-rendered): Book works once the app has started.
  const hydrated = useHydrated()
  return (
    <article className="card relative flex flex-col overflow-hidden transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-pine-600">
      <div className="relative">
        <RoomImage image={room.images[0]} sizes={cardSizes[columns]} />
        <PromotionBadge price={room.price} className="absolute top-3 left-3 shadow-card" />
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="text-sm font-semibold tracking-wide text-clay-700 uppercase">
          {t(`typeRoom.${room.type}`)}
        </p>
        <Heading className="mt-0.5 text-lg font-bold text-pine-950">
          <Link
            to={roomPath(room.number, parseRoomStay(new URLSearchParams(backTo?.split('?')[1] ?? '')))}
            state={backTo ? { backTo } : undefined}
            className="after:absolute after:inset-0 after:content-[''] hover:text-pine-700 focus-visible:outline-none"
          >
            {t('room.title', { number: room.number })}
          </Link>
        </Heading>
        <RoomSize room={room} />
        <div className="mt-auto border-t border-line pt-3">
          <NightPrice price={room.price} from={priceFrom} />
          <StayTotal price={room.price} />
          {onBook ? (
            <button
              type="button"
              onClick={onBook}
              disabled={!hydrated}
              className="btn btn-primary relative z-10 mt-3 w-full"
              aria-label={`${t('book.short')} · ${t('room.title', { number: room.number })}`}
            >
              {t('book.short')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  )
}

/** The shape of a card while the list loads. */
export function RoomCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true">
      <div className="aspect-[3/2] animate-pulse bg-sand" />
      <div className="space-y-3 p-4 sm:p-5">
        <div className="h-3.5 w-20 animate-pulse rounded bg-sand" />
        <div className="h-6 w-32 animate-pulse rounded bg-sand" />
        <div className="h-4 w-40 animate-pulse rounded bg-sand" />
        <div className="h-4 w-28 animate-pulse rounded bg-sand" />
        <div className="border-t border-line pt-3">
          <div className="h-6 w-36 animate-pulse rounded bg-sand" />
        </div>
      </div>
    </div>
  )
}
