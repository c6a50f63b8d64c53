import {
  ApiError,
  type PageMeta,
  type Promotion,
  type Room,
  type RoomCombination,
  type RoomWithStay,
} from '@hotel/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../../lib/api.ts'
import { earlyRoom, takeEarlyRoom } from './early.ts'
import { takeEarlySearch } from './early-search.ts'
import { type RoomSearch, type RoomStay, roomListQueryOf, serializeRoomStay } from './search-state.ts'

/** Network failures and 5xx are worth another try; an answer about the request (4xx) is not. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)

/** Descriptions, alt texts and messages come in the page's language: it is part of every key. */
function useLanguage(): string {
  const { i18n } = useTranslation()
  return i18n.resolvedLanguage ?? i18n.language
}

/** GET /rooms for a search. The previous page stays on screen while the next one loads. */
export function useRoomSearch(search: RoomSearch, enabled = true) {
  const lng = useLanguage()
  const query = roomListQueryOf(search)
  return useQuery({
    queryKey: ['rooms', 'search', lng, query],
    queryFn: ({ signal }) =>
      takeEarlySearch(query) ?? api<{ data: Room[]; meta: PageMeta }>('/rooms', { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry,
  })
}

/**
 * GET /rooms/:number for the stay of the page's address (its price for the guests, and whether it is free);
 * `null` for a number the hotel does not have (404).
 */
export function useRoom(number: number | null, stay: RoomStay = {}) {
  const lng = useLanguage()
  const stayQuery = serializeRoomStay(stay)
  return useQuery({
    queryKey: ['rooms', 'one', lng, number, stayQuery],
    queryFn: async ({ signal }) => {
      try {
        const request =
          (number !== null && takeEarlyRoom(number, stayQuery)) ||
          api<{ data: RoomWithStay }>(`/rooms/${number}`, { query: { ...stay }, signal })
        return (await request).data
      } catch (error) {
        // The API answers 404 for any number that is no room's (987654 too); a 422 would be a fault to show.
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    // On a room page's first load, the room may already be here (early.ts): no loading state then.
    initialData: () => (number === null ? undefined : earlyRoom(number, stayQuery)),
    enabled: number !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry,
  })
}

/** GET /rooms/combinations: sets of free rooms for a party no single room holds (only with dates). */
export function useRoomCombinations(stay: RoomStay, enabled: boolean) {
  const lng = useLanguage()
  return useQuery({
    queryKey: ['rooms', 'combinations', lng, serializeRoomStay(stay)],
    queryFn: ({ signal }) =>
      api<{ data: RoomCombination[] }>('/rooms/combinations', { query: { ...stay }, signal }).then(
        (body) => body.data,
      ),
    enabled: enabled && Boolean(stay.check_in && stay.check_out && stay.adults),
    staleTime: 60_000,
    retry,
  })
}

/** GET /rooms/:number/related. */
export function useRelatedRooms(number: number | null) {
  const lng = useLanguage()
  return useQuery({
    queryKey: ['rooms', 'related', lng, number],
    queryFn: ({ signal }) =>
      api<{ data: Room[] }>(`/rooms/${number}/related`, { signal }).then((body) => body.data),
    enabled: number !== null,
    staleTime: 60_000,
    retry,
  })
}

/** GET /promotions/active. */
export function useActivePromotions() {
  const lng = useLanguage()
  return useQuery({
    queryKey: ['promotions', 'active', lng],
    queryFn: ({ signal }) =>
      api<{ data: Promotion[] }>('/promotions/active', { signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    retry,
  })
}

/** GET /rooms/most-booked. */
export function useMostBookedRooms(limit: number) {
  const lng = useLanguage()
  return useQuery({
    queryKey: ['rooms', 'most-booked', lng, limit],
    queryFn: ({ signal }) =>
      api<{ data: Room[] }>('/rooms/most-booked', { query: { limit }, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    retry,
  })
}
