import type { Board, DeskReservation, MoveRequest } from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

export const boardKeys = {
  all: ['staff', 'board'] as const,
  window: (from: string, to: string) => ['staff', 'board', from, to] as const,
}

/** The board's window; the live stream marks it stale whenever a stay or a room changes. */
export function useBoard(from: string, to: string) {
  return useQuery({
    queryKey: boardKeys.window(from, to),
    queryFn: ({ signal }) => api<{ data: Board }>('/staff/board', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useMoveStay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MoveRequest }) =>
      api<{ message: string; data: DeskReservation }>(`/staff/reservations/${encodeURIComponent(id)}/move`, {
        method: 'POST',
        body,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'reservations'] }),
      ]),
  })
}
