import {
  ApiError,
  type ApiRequest,
  type PageMeta,
  type Reservation,
  type ReservationCreate,
  type ReservationUpdate,
  type Room,
} from '@hotel/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePageLanguage } from '../../i18n/react.tsx'
import { api } from '../../lib/api.ts'
import { callWithKey } from '../../lib/link-key.ts'
import { queryClient } from '../../lib/query-client.tsx'
import { getAuthStore } from '../account/auth-store.ts'
import { applyReservationChange } from './cache.ts'

/** Network failures and 5xx are worth another try; an answer about the request (4xx) is not. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)

/** Signed-in calls go through the auth store: a 401 ends the session. A link's key goes on its own. */
const call = <T>(path: string, init: ApiRequest = {}, key?: string | null) =>
  key ? callWithKey<T>(path, init, key) : getAuthStore().call<T>(path, init)

const reservationsPerPage = 10

/** GET /reservations for the Booked (upcoming) or History tab, by pages. */
export function useReservationList(scope: 'upcoming' | 'history', page: number) {
  const lng = usePageLanguage()
  return useQuery({
    queryKey: ['reservations', 'list', lng, scope, page],
    queryFn: ({ signal }) =>
      call<{ data: Reservation[]; meta: PageMeta }>('/reservations', {
        query: {
          scope,
          page,
          per_page: reservationsPerPage,
          order_by: 'check_in',
          // Upcoming: the next stay first. History: the latest first.
          order_direction: scope === 'upcoming' ? 'asc' : 'desc',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry,
  })
}

/**
 * GET /reservations/{reference}; null when it is not one of the guest's (404), or the link's key does
 * not open it. `key` (a mail link's) opens it without an account.
 */
export function useReservation(reference: string, key?: string | null) {
  const lng = usePageLanguage()
  return useQuery({
    queryKey: ['reservations', 'one', lng, reference, key ?? null],
    queryFn: async ({ signal }) => {
      try {
        return (
          await call<{ data: Reservation }>(`/reservations/${encodeURIComponent(reference)}`, { signal }, key)
        ).data
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    retry,
  })
}

export function useReservationActions() {
  const refresh = (reservation: Reservation | null) => {
    applyReservationChange(queryClient, reservation)
  }
  /** Refused because the reservation changed meanwhile (e.g. cancelled in another tab): show it as it is. */
  const refreshOnConflict = (error: unknown) => {
    if (error instanceof ApiError && (error.status === 409 || error.status === 422)) refresh(null)
    return error
  }
  return {
    /** Books; without a session the body's `user` is the guest, and the answer carries `guest_key`. */
    async create(body: ReservationCreate) {
      try {
        const answer = await call<{ message: string; data: Reservation; guest_key?: string }>(
          '/reservations',
          {
            method: 'POST',
            body,
          },
        )
        refresh(answer.data)
        return answer
      } catch (error) {
        // Someone else took a room meanwhile: what the dialog knows about free rooms is old now.
        if (error instanceof ApiError && (error.status === 409 || error.status === 404))
          void queryClient.invalidateQueries({ queryKey: ['rooms'] })
        throw error
      }
    },
    async update(id: string, body: ReservationUpdate, key?: string | null) {
      const answer = await call<{ message: string; data: Reservation }>(
        `/reservations/${id}`,
        { method: 'PATCH', body },
        key,
      ).catch((error: unknown) => {
        throw refreshOnConflict(error)
      })
      refresh(answer.data)
      return answer
    },
    async cancel(id: string, key?: string | null) {
      const answer = await call<{ message: string; data: Reservation }>(
        `/reservations/${id}/cancel`,
        { method: 'POST' },
        key,
      ).catch((error: unknown) => {
        throw refreshOnConflict(error)
      })
      refresh(answer.data)
      return answer
    },
  }
}

type StayKey = readonly [string, string, string, string | undefined, string | undefined, ...unknown[]]

/**
 * The rooms free for a stay, priced for each guest count the guest chose: GET /rooms answers with the
 * price for `adults` guests, so one list per count (few, each cached on its own). The list for 1 guest
 * holds every free room. (One query over cached fetches rather than useQueries: that hook would add
 * about 1 KB to the JavaScript every page loads.)
 */
export function useStayRooms(stay: { check_in: string; check_out: string } | null, guestCounts: number[]) {
  const lng = usePageLanguage()
  const counts = [...new Set([1, ...guestCounts])].sort((a, b) => a - b)
  const query = useQuery({
    queryKey: ['rooms', 'stay-set', lng, stay?.check_in, stay?.check_out, counts.join(',')] as const,
    queryFn: ({ signal }) =>
      Promise.all(
        counts.map((adults) =>
          queryClient.fetchQuery({
            queryKey: ['rooms', 'stay', lng, stay?.check_in, stay?.check_out, adults],
            queryFn: () =>
              api<{ data: Room[]; meta: PageMeta }>('/rooms', {
                query: {
                  check_in: stay?.check_in,
                  check_out: stay?.check_out,
                  adults,
                  per_page: 100,
                  order_by: 'number',
                },
                signal,
              }).then((body) => ({ adults, rooms: body.data })),
            staleTime: 30_000,
          }),
        ),
      ),
    enabled: stay !== null,
    staleTime: 30_000,
    // A new guest count keeps the prices on screen while its list loads; new dates do not.
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey as StayKey | undefined
      return key && key[3] === stay?.check_in && key[4] === stay?.check_out ? previous : undefined
    },
    retry,
  })
  const lists = new Map((query.data ?? []).map((entry) => [entry.adults, entry.rooms]))
  return {
    /** Every room free for the stay (undefined while loading). */
    available: lists.get(1),
    isLoading: query.isLoading,
    error: query.error,
    refetch: () => void query.refetch(),
    /** The stay's price of a room for that many guests; undefined while loading, null when not free. */
    priceOf(number: number, guests: number): Room['price'] | null | undefined {
      const list = lists.get(guests)
      if (!list) return undefined
      return list.find((room) => room.number === number)?.price ?? null
    },
  }
}

async function fetchRoom(number: number, signal?: AbortSignal): Promise<Room | null> {
  try {
    return (await api<{ data: Room }>(`/rooms/${number}`, { signal })).data
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null
    throw error
  }
}

/** GET /rooms/{number} for each room (type, capacity, picture); null for a number the hotel lacks. */
export function useRoomsInfo(numbers: number[]) {
  const lng = usePageLanguage()
  const unique = [...new Set(numbers)].sort((a, b) => a - b)
  const query = useQuery({
    queryKey: ['rooms', 'info', lng, unique.join(',')],
    queryFn: ({ signal }) =>
      Promise.all(
        unique.map((number) =>
          queryClient
            .fetchQuery({
              // The room page's own key: a room seen there is not fetched again.
              queryKey: ['rooms', 'one', lng, number],
              queryFn: () => fetchRoom(number, signal),
              staleTime: 60_000,
            })
            .then((room) => [number, room] as const),
        ),
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry,
  })
  const map = new Map<number, Room | null>(query.data ?? [])
  return {
    get: (number: number): Room | null | undefined => map.get(number),
    isLoading: query.isLoading || query.isPlaceholderData,
  }
}
