import type {
  ContactMessageDetail,
  ContactReplyCreate,
  ContactStatus,
  PageMeta,
  StaffContactMessage,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListDefaults, ListParams } from '../../components/data-table/list-params.ts'
import { listQuery } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

/** The contract's `contactStatuses`, copied so the list does not load zod (inbox.test.tsx pins them). */
export const inboxStatusList = ['new', 'answered'] as const satisfies readonly ContactStatus[]

type InboxOrder = 'created_at'
export const inboxListDefaults: ListDefaults<InboxOrder> = { orderBy: ['created_at'], direction: 'desc' }

interface InboxPage {
  data: StaffContactMessage[]
  meta: PageMeta
  new_count: number
}

interface Answer {
  message: string
  data: ContactMessageDetail
}

export const inboxKeys = {
  all: ['staff', 'inbox'] as const,
  list: (params: ListParams<InboxOrder>, status: ContactStatus | undefined) =>
    ['staff', 'inbox', 'list', params, status ?? 'all'] as const,
  detail: (id: string) => ['staff', 'inbox', 'detail', id] as const,
}

export function useInboxList(params: ListParams<InboxOrder>, status: ContactStatus | undefined) {
  return useQuery({
    queryKey: inboxKeys.list(params, status),
    queryFn: ({ signal }) =>
      api<InboxPage>('/staff/contact-messages', { query: { ...listQuery(params), status }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useInboxMessage(id: string) {
  return useQuery({
    queryKey: inboxKeys.detail(id),
    queryFn: ({ signal }) =>
      api<{ data: ContactMessageDetail }>(`/staff/contact-messages/${encodeURIComponent(id)}`, {
        signal,
      }).then((body) => body.data),
  })
}

export function useReply(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ContactReplyCreate) =>
      api<Answer>(`/staff/contact-messages/${encodeURIComponent(id)}/replies`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  })
}

export function useInboxStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (status: ContactStatus) =>
      api<Answer>(`/staff/contact-messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  })
}
