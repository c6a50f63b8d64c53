import type { PageMeta, ServiceCreate, ServiceUpdate, StaffService } from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListDefaults, ListParams } from '../../components/data-table/list-params.ts'
import { listQuery } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

type ServiceOrder = 'name' | 'created_at'
/** The API's allow-list for the order: by name (in the interface's language) first. */
export const serviceListDefaults: ListDefaults<ServiceOrder> = { orderBy: ['name', 'created_at'] }

/** Which services the list shows: every one, those guests see, or the hidden ones. */
export const serviceShownList = ['enabled', 'disabled'] as const
export type ServiceShown = (typeof serviceShownList)[number]

export const serviceKeys = {
  all: ['staff', 'services'] as const,
  list: (params: ListParams<ServiceOrder>, shown: ServiceShown | undefined) =>
    ['staff', 'services', 'list', params, shown ?? 'all'] as const,
}

interface Answer {
  message: string
  data: StaffService
}

export function useServiceList(params: ListParams<ServiceOrder>, shown: ServiceShown | undefined) {
  return useQuery({
    queryKey: serviceKeys.list(params, shown),
    queryFn: ({ signal }) =>
      api<{ data: StaffService[]; meta: PageMeta }>('/staff/services', {
        query: {
          ...listQuery(params),
          is_availabled: shown === undefined ? undefined : String(shown === 'enabled'),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useCreateService() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ServiceCreate) => api<Answer>('/staff/services', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  })
}

export function useUpdateService() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ServiceUpdate }) =>
      api<Answer>(`/staff/services/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  })
}
