import type {
  CurrentExchangeRate,
  DeskPaymentListQuery,
  DeskPaymentRequest,
  DeskPaymentRow,
  DeskRefundRequest,
  PageMeta,
  Payment,
  ReservationPayments,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

/**
 * A reservation's payments live under ['staff', 'reservations'], so the live stream's reservation events refresh
 * them (lib/live-events.ts); the payment list under ['staff', 'payments'].
 */
export const paymentKeys = {
  reservation: (id: string) => ['staff', 'reservations', 'payments', id] as const,
  list: (query: DeskPaymentListQuery) => ['staff', 'payments', 'list', query] as const,
  all: ['staff', 'payments'] as const,
  rate: ['staff', 'exchange-rates', 'current'] as const,
}

interface DeskPaymentAnswer {
  message: string
  status: 'approved' | 'declined'
  reason?: string
  data: DeskPaymentRow
}

export const paymentApi = {
  take: (reservationId: string, body: DeskPaymentRequest) =>
    api<DeskPaymentAnswer>(`/staff/reservations/${encodeURIComponent(reservationId)}/payments`, {
      method: 'POST',
      body,
    }),
  refund: (paymentId: string, body: DeskRefundRequest) =>
    api<{ message: string; data: Payment }>(`/staff/payments/${encodeURIComponent(paymentId)}/refunds`, {
      method: 'POST',
      body,
    }),
}

/** The address of a payment's PDF receipt (downloaded with the session cookie). */
export const receiptUrl = (paymentId: string, lang?: string) =>
  `/api/v1/staff/payments/${encodeURIComponent(paymentId)}/receipt${lang ? `?lang=${lang}` : ''}`

/** The query string of the list, without empty filters. */
function listSearch(query: DeskPaymentListQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )
}

/** The list as a file: the same filters, `format=csv` or `format=xlsx`, every matching row. */
export function exportUrl(query: DeskPaymentListQuery, format: 'csv' | 'xlsx') {
  const { page: _page, per_page: _perPage, ...filters } = query
  return `/api/v1/staff/payments?${new URLSearchParams({ ...listSearch(filters), format })}`
}

export function useReservationPayments(reservationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: paymentKeys.reservation(reservationId),
    queryFn: ({ signal }) =>
      api<{ data: ReservationPayments }>(
        `/staff/reservations/${encodeURIComponent(reservationId)}/payments`,
        { signal },
      ).then((body) => body.data),
    enabled: options.enabled ?? true,
  })
}

/** The rate in force, as the cash screens read it; fetched again each time the dialog opens. */
export function useCurrentRate(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.rate,
    queryFn: ({ signal }) =>
      api<{ data: CurrentExchangeRate }>('/staff/exchange-rates/current', { signal }).then((b) => b.data),
    enabled,
    staleTime: 0,
  })
}

export function usePaymentList(query: DeskPaymentListQuery) {
  return useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) =>
      api<{ data: DeskPaymentRow[]; meta: PageMeta }>('/staff/payments', {
        query: listSearch(query),
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** A write that refreshes the reservation (its folio and payments) and the payment list. */
export function usePaymentAction<TInput, TAnswer>(run: (input: TInput) => Promise<TAnswer>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['staff', 'reservations'] }),
        client.invalidateQueries({ queryKey: paymentKeys.all }),
        client.invalidateQueries({ queryKey: ['staff', 'cash'] }),
      ]),
  })
}
