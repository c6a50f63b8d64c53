import type {
  BookingsByCategoryReport,
  MostReservedReport,
  PaymentsReport,
  PerformanceReport,
  PerformanceYearsReport,
} from '@hotel/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

/** What each report is asked for: the report's path under /staff/reports and its query. */
export type ReportParams = Record<string, string | number | undefined>

/** Drops what is not set, so the query key and the address carry only what is asked. */
function reportSearch(params: ReportParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )
}

export const reportKeys = {
  all: ['staff', 'reports'] as const,
  one: (path: string, params: ReportParams) => ['staff', 'reports', path, reportSearch(params)] as const,
}

/** A report's file: the same query with `format=csv` or `format=xlsx` (a plain link: the session cookie goes). */
export function reportFileUrl(path: string, params: ReportParams, format: 'csv' | 'xlsx') {
  return `/api/v1/staff/reports/${path}?${new URLSearchParams({ ...reportSearch(params), format })}`
}

function useReport<T>(path: string, params: ReportParams) {
  return useQuery<T>({
    queryKey: reportKeys.one(path, params),
    queryFn: ({ signal }) =>
      api<{ data: T }>(`/staff/reports/${path}`, { query: reportSearch(params), signal }).then(
        (answer) => answer.data,
      ),
    placeholderData: keepPreviousData,
  })
}

export const usePerformance = (params: { year: number; month?: number }) =>
  useReport<PerformanceReport>('performance', params)
export const usePerformanceYears = (params: { from: number; to: number }) =>
  useReport<PerformanceYearsReport>('performance-years', params)
export const useMostReserved = (params: { year: number; month?: number; limit: number }) =>
  useReport<MostReservedReport>('most-reserved', params)
export const usePayments = (params: { year: number; month?: number }) =>
  useReport<PaymentsReport>('payments', params)
export const useBookingsByCategory = (params: { year: number; month?: number }) =>
  useReport<BookingsByCategoryReport>('bookings-by-category', params)
