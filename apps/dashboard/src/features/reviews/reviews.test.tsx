import { commentStatuses, defaultPerPage, type StaffComment } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, text } from '../../test-support.tsx'
import { reviewKeys, reviewListDefaults, reviewStatusList } from './api.ts'
import { readReviewFilters } from './list-page.tsx'

const review: StaffComment = {
  id: '5b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  first_name: 'Rosa',
  last_name: 'Reseñas',
  email: 'rosa@example.com',
  client_id: null,
  reservation_id: null,
  stay_month: null,
  content: 'Quiet rooms and the best breakfast in Estelí.',
  rate: 4,
  status: 'active',
  created_at: '2026-03-01T15:00:00.000Z',
}
const hidden: StaffComment = {
  ...review,
  id: '6b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  content: 'Buy cheap watches',
  rate: 0,
  status: 'hidden',
}
const params = {
  page: 1,
  per_page: defaultPerPage,
  order_by: reviewListDefaults.orderBy[0],
  order_direction: 'desc' as const,
  search: '',
}
const page = (data: StaffComment[]) => ({
  data,
  meta: { page: 1, per_page: defaultPerPage, total: data.length, last_page: 1 },
  counts: { active: 1, hidden: 1 },
})

describe('reviews screen', () => {
  it("keeps the contract's statuses and reads only valid filters from the address", () => {
    expect(reviewStatusList).toEqual([...commentStatuses])
    expect(
      readReviewFilters(new URLSearchParams('rate=4&status=hidden&from=2026-03-01&to=2026-03-31')),
    ).toEqual({
      rate: 4,
      status: 'hidden',
      from: '2026-03-01',
      to: '2026-03-31',
    })
    expect(readReviewFilters(new URLSearchParams('rate=7&status=gone&from=yesterday'))).toEqual({})
    // An end before the start is dropped (the API would refuse it).
    expect(readReviewFilters(new URLSearchParams('from=2026-03-05&to=2026-03-01'))).toEqual({
      from: '2026-03-05',
    })
  })

  it('lists the reviews with stars, status, text, author and date, and a hide or show button each', async () => {
    const queries = [[reviewKeys.list(params, {}), page([review, hidden])]] as const
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/reviews', queries })
    const content = text(html)
    expect(content).toContain('Quiet rooms and the best breakfast')
    expect(content).toContain('Rosa Reseñas')
    expect(content).toContain('rosa@example.com')
    expect(content).toContain('Mar 1, 2026')
    expect(content).toContain('1 shown, 1 hidden')
    expect(html).toContain('aria-label="4 stars"')
    expect(html).toContain('aria-label="0 stars"')
    expect(content).toMatch(/Shown .*Hide/)
    expect(content).toMatch(/Hidden .*Show/)

    const es = text(await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/reviews', queries }))
    expect(es).toContain('Reseñas')
    expect(es).toContain('Ocultar')
    expect(es).toContain('Mostrar')
    expect(es).toContain('Visibles: 1 · ocultas: 1')
  })

  it('keeps the filters in the address', async () => {
    const filters = { rate: 0, status: 'hidden' as const }
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/reviews?rate=0&status=hidden',
      queries: [[reviewKeys.list(params, filters), page([])]],
    })
    expect(text(html)).toContain('No review matches these filters')
    expect(html).toMatch(/<option value="0" selected="">0 stars<\/option>/)
  })

  it('is not in reach without reviews.moderate', async () => {
    const content = text(await renderHtml(<AppRoutes />, { session: receptionist, path: '/reviews' }))
    expect(content).not.toContain('Hide')
  })
})
