import { useQuery } from '@tanstack/react-query'
import { hotelApi } from './api.ts'

export const hotelQueryKey = ['hotel'] as const

/** The hotel's public facts (GET /api/v1/hotel); they rarely change. */
export function useHotel() {
  return useQuery({ queryKey: hotelQueryKey, queryFn: hotelApi.get, staleTime: 10 * 60_000 })
}
