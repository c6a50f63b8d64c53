import type { NightAudit, NightAuditStatus, NightAuditSummary, PageMeta } from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ListParams, listQuery, newestFirst } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

export const nightAuditKeys = {
  all: ['staff', 'night-audits'] as const,
  status: ['staff', 'night-audits', 'status'] as const,
  list: (params: ListParams<'business_date'>) => ['staff', 'night-audits', 'list', params] as const,
  one: (id: string) => ['staff', 'night-audits', 'one', id] as const,
}

/** Past audits: newest day first, ten to a page. */
export const auditListDefaults = newestFirst('business_date', 10)

/** Today's hotel day, whether its audit ran, whether the drawer is open, the last closed day. */
export function useNightAuditStatus() {
  return useQuery({
    queryKey: nightAuditKeys.status,
    queryFn: ({ signal }) =>
      api<{ data: NightAuditStatus }>('/staff/night-audits/status', { signal }).then((answer) => answer.data),
  })
}

/** Past audits, newest day first. */
export function useNightAudits(params: ListParams<'business_date'>) {
  return useQuery({
    queryKey: nightAuditKeys.list(params),
    queryFn: ({ signal }) =>
      api<{ data: NightAuditSummary[]; meta: PageMeta }>('/staff/night-audits', {
        query: listQuery(params),
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** One daily report as the audit froze it. */
export function useNightAudit(id: string) {
  return useQuery({
    queryKey: nightAuditKeys.one(id),
    queryFn: ({ signal }) =>
      api<{ data: NightAudit }>(`/staff/night-audits/${encodeURIComponent(id)}`, { signal }).then(
        (answer) => answer.data,
      ),
  })
}

/** The file of one daily report or of the list, in the person's language (the session cookie authenticates it). */
export const nightAuditFileUrl = (id: string | null, format: 'csv' | 'xlsx') =>
  id === null
    ? `/api/v1/staff/night-audits?format=${format}`
    : `/api/v1/staff/night-audits/${encodeURIComponent(id)}?format=${format}`

export function useRunNightAudit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api<{ message: string; data: NightAudit }>('/staff/night-audits', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nightAuditKeys.all }),
  })
}
