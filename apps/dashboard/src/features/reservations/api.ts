import type {
  DeskReservation,
  DeskReservationCreate,
  DeskReservationItem,
  DeskReservationUpdate,
  Extra,
  ExtrasCreate,
  PageMeta,
  ReservationCategory,
  ReservationStatus,
  Room,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListDefaults, ListParams } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

type ReservationOrder = 'check_in' | 'check_out' | 'created_at' | 'reference'
/** The API's allow-list for the order; the desk starts with the latest arrivals first. */
export const reservationListDefaults: ListDefaults<ReservationOrder> = {
  orderBy: ['check_in', 'check_out', 'created_at', 'reference'],
  direction: 'desc',
}

export type PaymentStatus = DeskReservationItem['payment_status']

/** The list's filters besides paging and search, as the address keeps them. */
export interface ReservationFilters {
  status?: ReservationStatus
  payment_status?: PaymentStatus
  category?: ReservationCategory
  from?: string
  to?: string
}

/**
 * Every key starts with ['staff', 'reservations']: the live stream (lib/live-events.ts) marks those stale on a
 * reservation, payment, room or stock event.
 */
export const reservationKeys = {
  all: ['staff', 'reservations'] as const,
  list: (params: ListParams<ReservationOrder>, filters: ReservationFilters) =>
    ['staff', 'reservations', 'list', params, filters] as const,
  detail: (id: string) => ['staff', 'reservations', 'detail', id] as const,
  /** The free rooms of a stay, for a booking at the desk (the guest site's search). */
  freeRooms: (query: FreeRoomsQuery) => ['staff', 'reservations', 'free-rooms', query] as const,
}

/** The write answers: the server's sentence and the reservation as it is now. */
interface ReservationAnswer {
  message: string
  data: DeskReservation
}

const path = (id: string, action = '') =>
  `/staff/reservations/${encodeURIComponent(id)}${action ? `/${action}` : ''}`

/** The filters without the empty ones, the search as the API's `q`. */
export function reservationListQuery(params: ListParams<ReservationOrder>, filters: ReservationFilters) {
  const { search, ...rest } = params
  const query: Record<string, string> = {
    page: String(rest.page),
    per_page: String(rest.per_page),
    order_by: rest.order_by,
    order_direction: rest.order_direction,
  }
  if (search) query.q = search
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value
  return query
}

export function useReservationList(params: ListParams<ReservationOrder>, filters: ReservationFilters) {
  return useQuery({
    queryKey: reservationKeys.list(params, filters),
    queryFn: ({ signal }) =>
      api<{ data: DeskReservationItem[]; meta: PageMeta }>('/staff/reservations', {
        query: reservationListQuery(params, filters),
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useReservation(id: string) {
  return useQuery({
    queryKey: reservationKeys.detail(id),
    queryFn: ({ signal }) => api<{ data: DeskReservation }>(path(id), { signal }).then((body) => body.data),
  })
}

/** The calls of the reservation screen's actions, plain so that tests can run them against a stubbed fetch. */
export const reservationApi = {
  create: (body: DeskReservationCreate) =>
    api<ReservationAnswer>('/staff/reservations', { method: 'POST', body }),
  update: (id: string, body: DeskReservationUpdate) =>
    api<ReservationAnswer>(path(id), { method: 'PATCH', body }),
  cancel: (id: string, body: { reason: 'guest' | 'staff'; override_reason?: string }) =>
    api<ReservationAnswer>(path(id, 'cancel'), { method: 'POST', body }),
  checkIn: (id: string, body: { identification: string }) =>
    api<ReservationAnswer>(path(id, 'check-in'), { method: 'POST', body }),
  checkOut: (id: string, body: { settle_later?: boolean; reason?: string }) =>
    api<ReservationAnswer>(path(id, 'check-out'), { method: 'POST', body }),
  noShow: (id: string) => api<ReservationAnswer>(path(id, 'no-show'), { method: 'POST' }),
  addExtras: (id: string, body: ExtrasCreate) =>
    api<{ message: string; data: Extra[] }>(path(id, 'extras'), { method: 'POST', body }),
  removeExtra: (extraId: string) =>
    api<{ message: string; data: Extra }>(`/staff/extras/${encodeURIComponent(extraId)}`, {
      method: 'DELETE',
    }),
}

/**
 * One of the reservation's writes; on success every reservation query is marked stale (the list, this one),
 * and the products too when stock moved.
 */
export function useReservationAction<TVariables, TAnswer>(
  run: (variables: TVariables) => Promise<TAnswer>,
  { stock = false }: { stock?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reservationKeys.all })
      if (stock) await queryClient.invalidateQueries({ queryKey: ['staff', 'products'] })
    },
  })
}

interface FreeRoomsQuery {
  check_in: string
  check_out: string
  guests: number
  promotional_code?: string
}

/** The rooms free for those dates that take that many guests, with the stay's price (GET /rooms, public). */
export function useFreeRooms(query: FreeRoomsQuery | null) {
  return useQuery({
    queryKey: reservationKeys.freeRooms(query ?? { check_in: '', check_out: '', guests: 0 }),
    queryFn: ({ signal }) => {
      const ask = query as FreeRoomsQuery
      const params: Record<string, string> = {
        check_in: ask.check_in,
        check_out: ask.check_out,
        adults: String(ask.guests),
        order_by: 'number',
        per_page: '100',
      }
      if (ask.promotional_code) params.promotional_code = ask.promotional_code
      return api<{ data: Room[]; meta: PageMeta }>('/rooms', { query: params, signal })
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  })
}
