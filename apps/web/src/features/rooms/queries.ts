import {
  ApiError,
  type Promotion,
  type Room,
  type RoomCombination,
  type RoomPageData,
  type RoomSearchAnswer,
  type RoomWithStay,
} from '@hotel/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePageLanguage } from '../../i18n/react.tsx'
import { api } from '../../lib/api.ts'
import { type RoomSearch, type RoomStay, roomListQueryOf, serializeRoomStay } from './search-state.ts'

/** Network failures and 5xx are worth another try; an answer about the request (4xx) is not. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)

// Descriptions, alt texts and messages come in the page's language: it is part of every key.

/** A search's first results, as the server rendered /books with them (pages/books.tsx's loader). */
export interface ServedSearch {
  query: ReturnType<typeof roomListQueryOf>
  answer: RoomSearchAnswer
}

/** GET /rooms for a search. The previous page stays on screen while the next one loads. */
export function useRoomSearch(search: RoomSearch, served?: ServedSearch | null) {
  const lng = usePageLanguage()
  const query = roomListQueryOf(search)
  return useQuery({
    queryKey: ['rooms', 'search', lng, query],
    queryFn: ({ signal }) => api<RoomSearchAnswer>('/rooms', { query, signal }),
    // The results the page was rendered with, for the same search: no loading state, no request.
    initialData: () =>
      served && JSON.stringify(served.query) === JSON.stringify(query) ? served.answer : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry,
  })
}

/**
 * GET /rooms/:number for the stay of the page's address (its price for the guests, and whether it is free);
 * `null` for a number the hotel does not have (404). `served` is the room the page was rendered with.
 */
export function useRoom(number: number | null, stay: RoomStay = {}, served?: RoomPageData | null) {
  const lng = usePageLanguage()
  const stayQuery = serializeRoomStay(stay)
  return useQuery({
    queryKey: ['rooms', 'one', lng, number, stayQuery],
    queryFn: async ({ signal }) => {
      try {
        return (await api<{ data: RoomWithStay }>(`/rooms/${number}`, { query: { ...stay }, signal })).data
      } catch (error) {
        // The API answers 404 for any number that is no room's (987654 too); a 422 would be a fault to show.
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    // The room the server rendered the page with, for the same room and stay: no loading state, no request.
    initialData: () =>
      served && served.number === number && served.stayQuery === stayQuery ? served.room : undefined,
    enabled: number !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry,
  })
}

/** GET /rooms/combinations: sets of free rooms for a party no single room holds (only with dates). */
export function useRoomCombinations(stay: RoomStay, enabled: boolean) {
  const lng = usePageLanguage()
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
  const lng = usePageLanguage()
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
  const lng = usePageLanguage()
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
  const lng = usePageLanguage()
  return useQuery({
    queryKey: ['rooms', 'most-booked', lng, limit],
    queryFn: ({ signal }) =>
      api<{ data: Room[] }>('/rooms/most-booked', { query: { limit }, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    retry,
  })
}
