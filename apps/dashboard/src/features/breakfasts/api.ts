import type { BreakfastList, BreakfastRow, BreakfastUpdate } from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

export const breakfastKeys = {
  all: ['staff', 'breakfasts'] as const,
  day: (date: string) => ['staff', 'breakfasts', date] as const,
}

/** Until the dashboard listens to the live stream, the kitchen's list refreshes itself this often (and on focus). */
const breakfastRefreshMs = 30_000

export function useBreakfasts(date: string) {
  return useQuery({
    queryKey: breakfastKeys.day(date),
    queryFn: ({ signal }) => api<BreakfastList>('/staff/breakfasts', { query: { date }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: breakfastRefreshMs,
    refetchOnWindowFocus: true,
  })
}

export function useSaveBreakfasts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BreakfastUpdate) =>
      api<{ message: string; data: BreakfastRow[] }>('/staff/breakfasts', { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: breakfastKeys.all }),
  })
}
