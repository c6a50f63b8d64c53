import type { Today } from '@hotel/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

export const todayKeys = { all: ['staff', 'today'] as const }

/** The desk's day; the live stream marks it stale on every reservation, payment or room change. */
export function useToday() {
  return useQuery({
    queryKey: todayKeys.all,
    queryFn: ({ signal }) => api<{ data: Today }>('/staff/today', { signal }),
  })
}
