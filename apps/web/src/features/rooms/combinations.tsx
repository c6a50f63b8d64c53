import { formatMoney, type RoomCombination } from '@hotel/contract'
import { Users } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Link } from 'react-router'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import type { ReservationRequest } from '../reservation/draft.ts'
import { useRoomCombinations } from './queries.ts'
import { type RoomStay, roomPath } from './search-state.ts'

/**
 * For a party no single free room holds (the search found none): the server's best sets of rooms that hold it
 * together, each with its guests per room, the stay's total, and a button that books them in one reservation.
 * `otherwise` (the "no rooms" state) shows only when there is no such set, not under the suggestions.
 */
export function GroupSuggestions({
  stay,
  enabled,
  onBook,
  otherwise,
}: {
  stay: RoomStay
  enabled: boolean
  onBook: (request: ReservationRequest) => void
  otherwise: ReactNode
}) {
  const { t } = useTranslation('rooms')
  const lng = usePageLanguage()
  const id = useId()
  const combinations = useRoomCombinations(stay, enabled)
  const found = combinations.data ?? []
  if (enabled && combinations.fetchStatus === 'fetching' && !combinations.data) return null
  if (!enabled || found.length === 0) return otherwise
  return (
    <section aria-labelledby={id} className="mb-8" data-testid="group-suggestions">
      <h3 id={id} className="text-lg font-bold text-pine-950">
        {t('groups.title', { count: stay.adults })}
      </h3>
      <p className="mt-1 text-ink-soft">{t('groups.intro')}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {found.map((combination) => (
          <li key={combination.rooms.map((room) => room.number).join('-')} className="card flex flex-col p-5">
            <p className="text-sm font-semibold tracking-wide text-clay-700 uppercase">
              {t('groups.rooms', { count: combination.rooms.length })}
            </p>
            <ul className="mt-2 space-y-1.5">
              {combination.rooms.map((room) => (
                <li key={room.number} className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link
                    to={roomPath(room.number, { ...stay, adults: room.guests })}
                    className="font-semibold text-pine-800 hover:underline"
                  >
                    {t('room.title', { number: room.number })}
                  </Link>
                  <span className="inline-flex items-center gap-1 text-sm text-ink-soft">
                    <Users className="size-4 text-pine-700" aria-hidden="true" />
                    {t('stay.guests', { count: room.guests })}
                    {' · '}
                    <span className="tabular-nums">
                      {formatMoney(room.total_after_promotion_cents, combination.currency, lng, 'when-any')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 border-t border-line pt-3 mt-4">
              <span className="text-sm text-ink-soft">{t('price.stay', { count: combination.nights })}</span>
              <strong className="text-lg font-bold text-ink tabular-nums" data-testid="group-total">
                {formatMoney(combination.total_after_promotion_cents, combination.currency, lng, 'when-any')}
              </strong>
            </p>
            <button
              type="button"
              className="btn btn-primary mt-3 w-full"
              onClick={() => onBook(groupRequest(combination, stay))}
            >
              {t('groups.book')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The dialog's request for a combination: its first room is the one "booked", the others come with it. */
export function groupRequest(combination: RoomCombination, stay: RoomStay): ReservationRequest {
  return {
    roomNumber: combination.rooms[0]?.number ?? 0,
    checkIn: stay.check_in,
    checkOut: stay.check_out,
    adults: combination.guests,
    rooms: combination.rooms.map((room) => ({ number: room.number, guest_count: room.guests })),
  }
}
