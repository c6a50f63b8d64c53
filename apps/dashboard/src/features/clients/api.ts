import type {
  ClientCreate,
  ClientDetail,
  ClientListItem,
  ClientStatus,
  ClientUpdate,
  PageMeta,
  StaffClient,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListDefaults, ListParams } from '../../components/data-table/list-params.ts'
import { listQuery } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

/** The contract's `clientStatuses`, copied so the list does not load zod (clients.test.ts pins them). */
export const clientStatusList = ['active', 'suspended'] as const satisfies readonly ClientStatus[]

type ClientOrder = 'name' | 'created_at'
/** The API's allow-list for the order; newest first is not the default, the name is. */
export const clientListDefaults: ListDefaults<ClientOrder> = { orderBy: ['name', 'created_at'] }

export const clientKeys = {
  all: ['staff', 'clients'] as const,
  list: (params: ListParams<ClientOrder>, status: ClientStatus | undefined) =>
    ['staff', 'clients', 'list', params, status ?? 'all'] as const,
  detail: (id: string) => ['staff', 'clients', 'detail', id] as const,
}

interface Answer {
  message: string
  data: StaffClient
}

export function useClientList(params: ListParams<ClientOrder>, status: ClientStatus | undefined) {
  return useQuery({
    queryKey: clientKeys.list(params, status),
    queryFn: ({ signal }) =>
      api<{ data: ClientListItem[]; meta: PageMeta }>('/staff/clients', {
        query: { ...listQuery(params), status },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useClientDetail(id: string) {
  return useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) =>
      api<{ data: ClientDetail }>(`/staff/clients/${encodeURIComponent(id)}`, { signal }).then(
        (body) => body.data,
      ),
  })
}

export function useCreateClient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ClientCreate) => api<Answer>('/staff/clients', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  })
}

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ClientUpdate) =>
      api<Answer>(`/staff/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  })
}

export function useClientStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'suspend' | 'restore') =>
      api<Answer>(`/staff/clients/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  })
}
