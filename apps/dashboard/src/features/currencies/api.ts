import type {
  CurrencyUnit,
  CurrencyUnitCreate,
  CurrencyUnitUpdate,
  CurrentExchangeRate,
  ExchangeRate,
  ExchangeRateCreate,
  PageMeta,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ListParams, listQuery, newestFirst } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

export const currencyKeys = {
  all: ['staff', 'currencies'] as const,
  units: ['staff', 'currencies', 'units'] as const,
  rate: ['staff', 'currencies', 'rate'] as const,
  rates: (params: ListParams<'effective_from'>) => ['staff', 'currencies', 'rates', params] as const,
}

/** The drawer's bills and coins (GET /staff/currencies: any staff session may read them). */
export function useCurrencyUnits() {
  return useQuery({
    queryKey: currencyKeys.units,
    queryFn: ({ signal }) =>
      api<{ data: CurrencyUnit[] }>('/staff/currencies', { signal }).then((answer) => answer.data),
  })
}

/** The rate in force, NIO per USD (any staff session). */
export function useCurrentRate() {
  return useQuery({
    queryKey: currencyKeys.rate,
    queryFn: ({ signal }) =>
      api<{ data: CurrentExchangeRate }>('/staff/exchange-rates/current', { signal }).then(
        (answer) => answer.data,
      ),
  })
}

/** The rate's history: newest first, ten to a page. */
export const rateListDefaults = newestFirst('effective_from', 10)

/** The rate's history, newest first (currencies.manage). */
export function useRateHistory(params: ListParams<'effective_from'>) {
  return useQuery({
    queryKey: currencyKeys.rates(params),
    queryFn: ({ signal }) =>
      api<{ data: ExchangeRate[]; meta: PageMeta }>('/staff/exchange-rates', {
        query: listQuery(params),
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useSaveUnit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CurrencyUnitCreate | CurrencyUnitUpdate }) =>
      id
        ? api<{ message: string; data: CurrencyUnit }>(`/staff/currencies/${encodeURIComponent(id)}`, {
            method: 'PATCH',
            body,
          })
        : api<{ message: string; data: CurrencyUnit }>('/staff/currencies', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currencyKeys.all }),
  })
}

export function useSetRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ExchangeRateCreate) =>
      api<{ message: string }>('/staff/exchange-rates', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currencyKeys.all }),
  })
}
