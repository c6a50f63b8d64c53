import type { Goal, GoalCreate, GoalList, GoalUpdate } from '@hotel/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

export const goalKeys = {
  all: ['staff', 'goals'] as const,
  year: (year: number | null) => ['staff', 'goals', year] as const,
}

/** The goals with their progress (reports.view), of one year or all of them. */
export function useGoals(year: number | null) {
  return useQuery({
    queryKey: goalKeys.year(year),
    queryFn: ({ signal }) =>
      api<GoalList>('/staff/goals', { query: year === null ? {} : { year: String(year) }, signal }),
  })
}

/** The goals list as a file, in the person's language (the session cookie authenticates the download). */
export const goalsFileUrl = (year: number | null, format: 'csv' | 'xlsx') =>
  `/api/v1/staff/goals?${new URLSearchParams({ ...(year === null ? {} : { year: String(year) }), format })}`

export function useSaveGoal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: GoalCreate | GoalUpdate }) =>
      id
        ? api<{ message: string; data: Goal }>(`/staff/goals/${encodeURIComponent(id)}`, {
            method: 'PATCH',
            body,
          })
        : api<{ message: string; data: Goal }>('/staff/goals', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  })
}

export function useDeleteGoal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/staff/goals/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  })
}
