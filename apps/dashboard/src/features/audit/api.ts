import type { AuditEntry, PageMeta } from '@hotel/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ListDefaults, ListParams } from '../../components/data-table/list-params.ts'
import { listQuery } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

/** The log's one order: when, newest first. */
export const auditListDefaults: ListDefaults<'created_at'> = { orderBy: ['created_at'], direction: 'desc' }

export const auditFilterNames = ['staff_user_id', 'entity', 'entity_id', 'action', 'from', 'to'] as const
export type AuditFilters = Partial<Record<(typeof auditFilterNames)[number], string>>

const day = /^\d{4}-\d{2}-\d{2}$/
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The filters as the address holds them, kept only when the API would take them: a malformed date or person is
 * dropped, a record's id needs its kind, and an action needs a person, a kind of record or a date beside it.
 */
export function readAuditFilters(search: URLSearchParams): AuditFilters {
  const value = (name: string) => search.get(name)?.trim().slice(0, 200) || undefined
  const filters: AuditFilters = {
    staff_user_id: uuid.test(value('staff_user_id') ?? '') ? value('staff_user_id') : undefined,
    entity: value('entity')?.slice(0, 64),
    from: day.test(value('from') ?? '') ? value('from') : undefined,
    to: day.test(value('to') ?? '') ? value('to') : undefined,
  }
  if (filters.entity) filters.entity_id = value('entity_id')
  if (filters.from && filters.to && filters.from > filters.to) filters.to = undefined
  if (filters.staff_user_id || filters.entity || filters.from || filters.to) {
    filters.action = value('action')?.slice(0, 64)
  }
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as AuditFilters
}

export const auditKeys = {
  list: (params: ListParams<'created_at'>, filters: AuditFilters) =>
    ['staff', 'audit', params, filters] as const,
}

export function useAuditLog(params: ListParams<'created_at'>, filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(params, filters),
    queryFn: ({ signal }) =>
      api<{ data: AuditEntry[]; meta: PageMeta }>('/staff/audit', {
        query: { ...listQuery(params), ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}
