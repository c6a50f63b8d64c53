import type {
  CashAudit,
  CashAuditCreate,
  CashSession,
  CashSessionClose,
  CashSessionOpen,
  PageMeta,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ListParams, listQuery, newestFirst } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

export const cashKeys = {
  all: ['staff', 'cash'] as const,
  current: ['staff', 'cash', 'current'] as const,
  sessions: (params: ListParams<'opened_at'>) => ['staff', 'cash', 'sessions', params] as const,
  audits: (params: ListParams<'counted_at'>) => ['staff', 'cash', 'audits', params] as const,
}

/** The drawer's history lists: newest first, ten to a page. */
export const sessionListDefaults = newestFirst('opened_at', 10)
export const auditListDefaults = newestFirst('counted_at', 10)

/** The open session with its expected cash so far, or null (cash.operate). */
export function useCurrentSession() {
  return useQuery({
    queryKey: cashKeys.current,
    queryFn: ({ signal }) =>
      api<{ data: CashSession | null }>('/staff/cash-sessions/current', { signal }).then(
        (answer) => answer.data,
      ),
  })
}

/** Past and present sessions, newest first (cash.audit). */
export function useSessions(params: ListParams<'opened_at'>, enabled: boolean) {
  return useQuery({
    queryKey: cashKeys.sessions(params),
    queryFn: ({ signal }) =>
      api<{ data: CashSession[]; meta: PageMeta }>('/staff/cash-sessions', {
        query: listQuery(params),
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** Cash audits, newest first (cash.audit). */
export function useAudits(params: ListParams<'counted_at'>, enabled: boolean) {
  return useQuery({
    queryKey: cashKeys.audits(params),
    queryFn: ({ signal }) =>
      api<{ data: CashAudit[]; meta: PageMeta }>('/staff/cash-audits', { query: listQuery(params), signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

function useCashMutation<Body, Data>(path: (body: Body) => string, strip?: (body: Body) => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body) =>
      api<{ message: string; data: Data }>(path(body), { method: 'POST', body: strip ? strip(body) : body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashKeys.all }),
  })
}

export const useOpenSession = () =>
  useCashMutation<CashSessionOpen, CashSession>(() => '/staff/cash-sessions')

export const useCloseSession = () =>
  useCashMutation<CashSessionClose & { id: string }, CashSession>(
    (body) => `/staff/cash-sessions/${encodeURIComponent(body.id)}/close`,
    ({ id: _id, ...body }) => body,
  )

export const useCreateAudit = () => useCashMutation<CashAuditCreate, CashAudit>(() => '/staff/cash-audits')
