import {
  ApiError,
  type ApiRequest,
  type Card,
  type PageMeta,
  type Payment,
  type PaymentMethod,
  type PaymentRequest,
} from '@hotel/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callWithKey } from '../../lib/link-key.ts'
import { queryClient } from '../../lib/query-client.tsx'
import { getAuthStore } from '../account/auth-store.ts'

/** Network failures and 5xx are worth another try; an answer about the request (4xx) is not. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)

/** Signed-in calls go through the auth store: a 401 ends the session. A link's key goes on its own. */
const call = <T>(path: string, init: ApiRequest = {}, key?: string | null) =>
  key ? callWithKey<T>(path, init, key) : getAuthStore().call<T>(path, init)

/** GET /reservations/{id}/balance: the total, what is paid and due, and the percentages open now. */
export interface Balance {
  currency: string
  total: number
  paid: number
  balance: number
  paid_percentage: number
  options: number[]
  exchange_rate: string
}

/** The saved card (brand, last four digits, expiry), or null. */
export function usePaymentMethod(enabled = true) {
  return useQuery({
    queryKey: ['payments', 'method'],
    queryFn: ({ signal }) =>
      call<{ data: PaymentMethod | null }>('/payment-method', { signal }).then((body) => body.data),
    enabled,
    staleTime: 60_000,
    retry,
  })
}

/** `key` as for paymentActions.pay. */
export function useBalance(reservation: string, enabled = true, key?: string | null) {
  return useQuery({
    queryKey: ['payments', 'balance', reservation, key ?? null],
    queryFn: ({ signal }) =>
      call<{ data: Balance }>(
        `/reservations/${encodeURIComponent(reservation)}/balance`,
        { signal },
        key,
      ).then((body) => body.data),
    enabled,
    retry,
  })
}

const paymentsPerPage = 10

/** The guest's payments, newest first, by pages. */
export function usePaymentHistory(page: number) {
  return useQuery({
    queryKey: ['payments', 'list', page],
    queryFn: ({ signal }) =>
      call<{ data: Payment[]; meta: PageMeta }>('/payments', {
        query: { page, per_page: paymentsPerPage, order_by: 'created_at', order_direction: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry,
  })
}

/** What POST /reservations/{id}/payments answers (200): approved, declined (with why) or requires_action. */
export interface PaymentAnswer {
  message: string
  status: 'approved' | 'declined' | 'requires_action'
  reason?: string
  redirect_url?: string
  payment: Payment
}

/** After a payment or a card change: balances, history, badges and the saved card are old. */
function refresh() {
  void queryClient.invalidateQueries({ queryKey: ['payments'] })
  void queryClient.invalidateQueries({ queryKey: ['reservations'] })
}

export const paymentActions = {
  /** `key`: a reservation booked without an account (its guest key or mail link's key opens it). */
  async pay(reservationId: string, body: PaymentRequest, key?: string | null) {
    try {
      return await call<PaymentAnswer>(
        `/reservations/${encodeURIComponent(reservationId)}/payments`,
        { method: 'POST', body },
        key,
      )
    } finally {
      refresh()
    }
  },
  async saveMethod(card: Card) {
    const answer = await call<{ message: string; data: PaymentMethod }>('/payment-method', {
      method: 'PUT',
      body: { card },
    })
    queryClient.setQueryData(['payments', 'method'], answer.data)
    refresh()
    return answer
  },
  async removeMethod() {
    const answer = await call<{ message: string }>('/payment-method', { method: 'DELETE' })
    queryClient.setQueryData(['payments', 'method'], null)
    refresh()
    return answer
  },
}

/** Sends the browser to the bank's 3-D Secure page (on the provider's host); it comes back to a result page. */
export function followRedirect(url: string) {
  window.location.assign(url)
}
