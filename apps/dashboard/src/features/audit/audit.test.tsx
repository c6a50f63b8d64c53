import { type AuditEntry, defaultPerPage, maxPerPage, type PageMeta } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, text } from '../../test-support.tsx'
import { staffKeys } from '../staff/api.ts'
import { auditKeys, auditListDefaults, readAuditFilters } from './api.ts'
import { changedFields } from './audit-page.tsx'

const entry: AuditEntry = {
  id: '6b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  staff_user_id: owner.user.id,
  staff: { id: owner.user.id, name: 'Ana', last_name: 'Rivas', email: 'ana@casapinar.example' },
  action: 'clients.update',
  entity: 'client',
  entity_id: '3b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  before: { city: 'Granada', name: 'María' },
  after: { city: 'León', name: 'María' },
  ip: '203.0.113.7',
  created_at: '2026-03-01T03:00:00.000Z',
}

const params = {
  page: 1,
  per_page: defaultPerPage,
  order_by: 'created_at' as const,
  order_direction: 'desc' as const,
  search: '',
}
const page = {
  data: [entry],
  meta: { page: 1, per_page: defaultPerPage, total: 1, last_page: 1 } satisfies PageMeta,
}

describe('audit log', () => {
  it('reads only filters the API accepts from the address', () => {
    expect(readAuditFilters(new URLSearchParams('action=clients.update'))).toEqual({})
    expect(readAuditFilters(new URLSearchParams('entity_id=abc'))).toEqual({})
    expect(
      readAuditFilters(new URLSearchParams('entity=client&entity_id=abc&action=clients.update')),
    ).toEqual({
      entity: 'client',
      entity_id: 'abc',
      action: 'clients.update',
    })
    expect(readAuditFilters(new URLSearchParams('from=2026-03-05&to=2026-03-01&staff_user_id=nope'))).toEqual(
      {
        from: '2026-03-05',
      },
    )
    expect(auditListDefaults.direction).toBe('desc')
  })

  it('shows only what changed', () => {
    expect(changedFields(entry)).toEqual([{ key: 'city', before: 'Granada', after: 'León' }])
    expect(changedFields({ before: null, after: { status: 'active' } })).toEqual([
      { key: 'status', before: '—', after: 'active' },
    ])
  })

  it('lists who did what to which record, when and from where, for the owner only', async () => {
    const queries = [[auditKeys.list(params, {}), page]] as const
    const content = text(await renderHtml(<AppRoutes />, { session: owner, path: '/audit', queries }))
    expect(content).toContain('Ana Rivas')
    expect(content).toContain('clients.update')
    expect(content).toContain('203.0.113.7')
    // 03:00 UTC on 1 March is 9 p.m. on 28 February at the hotel.
    expect(content).toMatch(/Feb 28, 2026.*9:00/)
    expect(content).toContain('Show 1 change')
    expect(content).toContain('Granada')
    const denied = text(await renderHtml(<AppRoutes />, { session: receptionist, path: '/audit' }))
    expect(denied).toContain("You don't have access to this screen")
    const es = text(await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/audit', queries }))
    expect(es).toContain('Registro de auditoría')
    expect(es).toContain('Ver 1 cambio')
  })

  it('filters by a person chosen by name from the staff, the one in the address selected', async () => {
    const filters = { staff_user_id: owner.user.id }
    const everyone = {
      page: 1,
      per_page: maxPerPage,
      order_by: 'name',
      order_direction: 'asc',
      search: '',
    } as const
    const staff = {
      data: [{ ...owner.user, created_at: '2026-01-01T00:00:00.000Z' }],
      meta: { page: 1, per_page: maxPerPage, total: 1, last_page: 1 },
    }
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: `/audit?staff_user_id=${owner.user.id}`,
      queries: [
        [auditKeys.list(params, filters), page],
        [staffKeys.list(everyone, undefined), staff],
      ],
    })
    expect(text(html)).toContain('Show everyone')
    expect(html).toMatch(
      new RegExp(
        `<option value="${owner.user.id}" selected="">Ana Rivas \\(ana@casapinar.example\\)</option>`,
      ),
    )
  })
})
