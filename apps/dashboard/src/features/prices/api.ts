import type { PricePreview, RoomChoice, Season, SeasonCreate, SeasonUpdate } from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

export const priceKeys = {
  all: ['staff', 'prices'] as const,
  rooms: ['staff', 'prices', 'rooms'] as const,
  seasons: (room: number) => ['staff', 'prices', 'seasons', room] as const,
  preview: (room: number, month: string) => ['staff', 'prices', 'preview', room, month] as const,
}

interface Answer {
  message: string
  data: Season
}

export function useRoomChoices() {
  return useQuery({
    queryKey: priceKeys.rooms,
    queryFn: ({ signal }) =>
      api<{ data: RoomChoice[] }>('/staff/prices/rooms', { signal }).then((b) => b.data),
  })
}

export function useSeasons(room: number | null) {
  return useQuery({
    queryKey: priceKeys.seasons(room ?? 0),
    enabled: room !== null,
    queryFn: ({ signal }) =>
      api<{ data: Season[] }>(`/staff/rooms/${room}/seasons`, { signal }).then((b) => b.data),
  })
}

export function usePricePreview(room: number | null, month: string) {
  return useQuery<PricePreview>({
    queryKey: priceKeys.preview(room ?? 0, month),
    enabled: room !== null,
    queryFn: ({ signal }) =>
      api<{ data: PricePreview }>(`/staff/rooms/${room}/price-preview`, { query: { month }, signal }).then(
        (b) => b.data,
      ),
    placeholderData: keepPreviousData,
  })
}

/** A season written: the room's seasons and every preview change. */
function useSeasonWrite<T>(call: (input: T) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceKeys.all }),
  })
}

export const useCreateSeason = (room: number) =>
  useSeasonWrite((body: SeasonCreate) =>
    api<Answer>(`/staff/rooms/${room}/seasons`, { method: 'POST', body }),
  )

export const useUpdateSeason = (room: number) =>
  useSeasonWrite(({ id, body }: { id: string; body: SeasonUpdate }) =>
    api<Answer>(`/staff/rooms/${room}/seasons/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  )

export const useDeleteSeason = (room: number) =>
  useSeasonWrite((id: string) =>
    api<Answer>(`/staff/rooms/${room}/seasons/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  )
