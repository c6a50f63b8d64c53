import type { HousekeepingList, HousekeepingRoom, RoomStatusUpdate } from '@hotel/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

export const housekeepingKeys = {
  all: ['staff', 'housekeeping'] as const,
}

/** Until the dashboard listens to the live stream, the floor's list refreshes itself this often (and on focus). */
const housekeepingRefreshMs = 30_000

export function useHousekeeping() {
  return useQuery({
    queryKey: housekeepingKeys.all,
    queryFn: ({ signal }) => api<HousekeepingList>('/staff/housekeeping', { signal }),
    refetchInterval: housekeepingRefreshMs,
    refetchOnWindowFocus: true,
  })
}

export function useSetRoomStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ number, body }: { number: number; body: RoomStatusUpdate }) =>
      api<{ message: string; data: HousekeepingRoom }>(`/staff/rooms/${number}/status`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: housekeepingKeys.all }),
  })
}
