import type {
  PageMeta,
  RoomClosure,
  RoomClosureCreate,
  RoomCreate,
  RoomType,
  RoomUpdate,
  StaffRoom,
  StaffRoomRow,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListDefaults, ListParams } from '../../components/data-table/list-params.ts'
import { listQuery } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

/** The contract's `roomTypes` and bed types, copied so the list does not load zod (rooms.test.tsx pins them). */
export const roomTypeList = ['single', 'double', 'triple', 'multiple'] as const satisfies readonly RoomType[]
export const bedTypeList = ['full', 'queen', 'king'] as const
export const archivedFilters = ['false', 'true', 'all'] as const
export type ArchivedFilter = (typeof archivedFilters)[number]

type RoomOrder = 'number' | 'type' | 'tariff'
export const roomListDefaults: ListDefaults<RoomOrder> = { orderBy: ['number', 'type', 'tariff'] }

interface RoomFilters {
  type: RoomType | undefined
  archived: ArchivedFilter
}

export const roomKeys = {
  all: ['staff', 'rooms'] as const,
  list: (params: ListParams<RoomOrder>, filters: RoomFilters) =>
    ['staff', 'rooms', 'list', params, filters.type ?? 'all', filters.archived] as const,
  detail: (number: number) => ['staff', 'rooms', 'detail', number] as const,
  closures: (number: number) => ['staff', 'rooms', 'closures', number] as const,
  services: ['services', 'public'] as const,
}

interface Answer {
  message: string
  data: StaffRoom
}

const path = (number: number) => `/staff/rooms/${encodeURIComponent(String(number))}`

export function useRoomList(params: ListParams<RoomOrder>, filters: RoomFilters) {
  return useQuery({
    queryKey: roomKeys.list(params, filters),
    queryFn: ({ signal }) =>
      api<{ data: StaffRoomRow[]; meta: PageMeta }>('/staff/rooms', {
        query: { ...listQuery(params), type: filters.type, archived: filters.archived },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useRoom(number: number | null) {
  return useQuery({
    queryKey: roomKeys.detail(number ?? 0),
    queryFn: ({ signal }) => api<{ data: StaffRoom }>(path(number ?? 0), { signal }).then((b) => b.data),
    enabled: number !== null,
  })
}

interface ServiceOption {
  id: string
  code: string
  name: string
}

/** The services guests can see (the room's own disabled ones are added by the editor). */
export function useServiceOptions() {
  return useQuery({
    queryKey: roomKeys.services,
    queryFn: ({ signal }) => api<{ data: ServiceOption[] }>('/services', { signal }).then((b) => b.data),
    staleTime: 60_000,
  })
}

export function useClosures(number: number | null) {
  return useQuery({
    queryKey: roomKeys.closures(number ?? 0),
    queryFn: ({ signal }) =>
      api<{ data: RoomClosure[] }>(`${path(number ?? 0)}/closures`, { signal }).then((b) => b.data),
    enabled: number !== null,
  })
}

function useRoomMutation<T, A extends { message: string }>(run: (input: T) => Promise<A>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }),
  })
}

export const useCreateRoom = () =>
  useRoomMutation((body: RoomCreate) => api<Answer>('/staff/rooms', { method: 'POST', body }))

export const useUpdateRoom = (number: number) =>
  useRoomMutation((body: RoomUpdate) => api<Answer>(path(number), { method: 'PATCH', body }))

export const useArchiveRoom = (number: number) =>
  useRoomMutation((action: 'archive' | 'restore') =>
    api<Answer>(`${path(number)}/${action}`, { method: 'POST' }),
  )

export const useUploadPicture = (number: number) =>
  useRoomMutation((form: FormData) => api<Answer>(`${path(number)}/images`, { method: 'POST', body: form }))

export const useReorderPictures = (number: number) =>
  useRoomMutation((ids: string[]) =>
    api<Answer>(`${path(number)}/images/order`, { method: 'PUT', body: { ids } }),
  )

export const useUpdatePicture = (number: number) =>
  useRoomMutation(({ id, ...alt }: { id: string; alt_en: string; alt_es: string }) =>
    api<Answer>(`${path(number)}/images/${id}`, { method: 'PATCH', body: alt }),
  )

export const useDeletePicture = (number: number) =>
  useRoomMutation((id: string) => api<Answer>(`${path(number)}/images/${id}`, { method: 'DELETE' }))

export const useAddClosure = (number: number) =>
  useRoomMutation((body: RoomClosureCreate) =>
    api<{ message: string; data: RoomClosure }>(`${path(number)}/closures`, { method: 'POST', body }),
  )

export const useRemoveClosure = (number: number) =>
  useRoomMutation((id: string) =>
    api<{ message: string; data: RoomClosure }>(`${path(number)}/closures/${id}`, { method: 'DELETE' }),
  )
