import type { HotelSettings, HotelSettingsInput } from '@hotel/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { hotelQueryKey } from '../../lib/hotel.ts'

export const settingsKeys = { all: ['staff', 'settings'] as const }

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) =>
      api<{ data: HotelSettings }>('/staff/settings', { signal }).then((body) => body.data),
  })
}

export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: HotelSettingsInput) =>
      api<{ message: string; data: HotelSettings }>('/staff/settings', { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.all, answer.data)
      // The hours and contacts the dashboard shows elsewhere come from GET /hotel.
      void queryClient.invalidateQueries({ queryKey: hotelQueryKey })
    },
  })
}
