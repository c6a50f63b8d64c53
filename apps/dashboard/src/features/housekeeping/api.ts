import {
  defaultRolePermissions,
  type HousekeepingList,
  type HousekeepingRoom,
  type RoomStatusUpdate,
} from '@hotel/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

export const housekeepingKeys = {
  all: ['staff', 'housekeeping'] as const,
}

/** Until the dashboard listens to the live stream, the floor's list refreshes itself this often (and on focus). */
export const housekeepingRefreshMs = 30_000

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

/**
 * Whether the person's only work is housekeeping: they may update rooms and hold nothing beyond what the
 * housekeeper role holds by default. Their landing page is then the housekeeping screen, not the overview.
 */
export const housekeepingOnly = (held: readonly string[]) =>
  held.includes('housekeeping.update') &&
  held.every((permission) => (defaultRolePermissions.housekeeper as readonly string[]).includes(permission))
