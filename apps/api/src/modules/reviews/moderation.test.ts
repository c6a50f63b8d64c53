import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, comments } from '../../db/schema/index.ts'
import { createTestContext, type StaffClient, signInTeam, type TestContext } from '../../test/harness.ts'

let ctx: TestContext
let asOwner: StaffClient
let desk: StaffClient
const ids: Record<string, string> = {}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  ;({ owner: asOwner, receptionist: desk } = await signInTeam(ctx, ['receptionist']))
  // Four reviews at known instants (UTC; the hotel is at UTC-6): "late" is 1 March in Managua, 2 March in UTC.
  const reviews = [
    {
      key: 'great',
      rate: 5,
      content: 'Quiet rooms and the best breakfast.',
      at: '2026-02-10T15:00:00Z',
      name: 'Rosa',
    },
    { key: 'noisy', rate: 2, content: 'Street noise at night.', at: '2026-02-20T15:00:00Z', name: 'Pedro' },
    {
      key: 'late',
      rate: 4,
      content: 'Friendly desk, late arrival handled.',
      at: '2026-03-02T03:00:00Z',
      name: 'Ana',
    },
    {
      key: 'spam',
      rate: 0,
      content: 'Buy cheap watches at example.com',
      at: '2026-03-05T15:00:00Z',
      name: 'Spam',
    },
  ]
  for (const review of reviews) {
    const [row] = await ctx.database.db
      .insert(comments)
      .values({
        firstName: review.name,
        lastName: 'Guest',
        email: `${review.name.toLowerCase()}@example.com`,
        content: review.content,
        rate: review.rate,
        createdAt: new Date(review.at),
      })
      .returning({ id: comments.id })
    if (row) ids[review.key] = row.id
  }
})
afterAll(() => ctx?.close())

const keysOf = (list: { id: string }[]) =>
  list.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0])

describe('review moderation', () => {
  it('lists every review newest first with its status, e-mail and the counts', async () => {
    const res = await asOwner('/comments')
    expect(res.status).toBe(200)
    expect(keysOf(res.body.data)).toEqual(['spam', 'late', 'noisy', 'great'])
    expect(res.body.data[0]).toMatchObject({
      status: 'active',
      email: 'spam@example.com',
      rate: 0,
      client_id: null,
    })
    expect(res.body.meta).toMatchObject({ total: 4, page: 1 })
    expect(res.body.counts).toEqual({ active: 4, hidden: 0 })
  })

  it('filters by rate, text (content, name or e-mail) and days of the hotel calendar', async () => {
    expect(keysOf((await asOwner('/comments?rate=2')).body.data)).toEqual(['noisy'])
    expect(keysOf((await asOwner('/comments?search=BREAKFAST')).body.data)).toEqual(['great'])
    expect(keysOf((await asOwner('/comments?search=pedro')).body.data)).toEqual(['noisy'])
    expect(keysOf((await asOwner('/comments?search=100%25')).body.data)).toEqual([])
    expect(keysOf((await asOwner('/comments?from=2026-02-15&to=2026-03-01')).body.data)).toEqual([
      'late',
      'noisy',
    ])
    expect(keysOf((await asOwner('/comments?from=2026-03-02')).body.data)).toEqual(['spam'])
    expect(keysOf((await asOwner('/comments?order_by=rate&order_direction=asc')).body.data)).toEqual([
      'spam',
      'noisy',
      'late',
      'great',
    ])
    const page = await asOwner('/comments?per_page=3&page=2')
    expect(keysOf(page.body.data)).toEqual(['great'])
    expect(page.body.meta).toMatchObject({ total: 4, last_page: 2 })
  })

  it.each([
    ['en', '?rate=6', 'rate', 'This field must be at most 5.'],
    ['es', '?rate=x', 'rate', 'Este campo debe ser un número.'],
    ['en', '?status=deleted', 'status', null],
    ['en', '?from=2026-03-05&to=2026-03-01', 'to', 'The start date must be on or before the end date.'],
    [
      'es',
      '?from=2026-03-05&to=2026-03-01',
      'to',
      'La fecha de inicio debe ser igual o anterior a la fecha final.',
    ],
    ['en', '?from=2026-02-30', 'from', null],
  ])('refuses a bad filter (%s %s)', async (lang, query, field, message) => {
    const res = await asOwner(`/comments${query}`, { lang })
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toBeDefined()
    if (message) expect(res.body.errors[field]).toEqual([message])
  })

  it("hides a review with one call: the site's list and average follow at once, and the change is audited", async () => {
    const before = await ctx.http('/api/v1/comments')
    expect(before.body.summary).toEqual({ average_rate: 2.8, count: 4 })
    const hide = await asOwner(`/comments/${ids.spam}`, { method: 'PATCH', body: { status: 'hidden' } })
    expect(hide.status).toBe(200)
    expect(hide.body.message).toBe('The review is hidden from the website.')
    expect(hide.body.data).toMatchObject({ id: ids.spam, status: 'hidden', email: 'spam@example.com' })
    const site = await ctx.http('/api/v1/comments')
    expect(keysOf(site.body.data)).not.toContain('spam')
    expect(site.body.summary).toEqual({ average_rate: 3.7, count: 3 })
    const staff = await asOwner('/comments?status=hidden')
    expect(keysOf(staff.body.data)).toEqual(['spam'])
    expect(staff.body.counts).toEqual({ active: 3, hidden: 1 })
    // Hiding it again changes and records nothing.
    const again = await asOwner(`/comments/${ids.spam}`, {
      method: 'PATCH',
      body: { status: 'hidden' },
      lang: 'es',
    })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('La reseña está oculta en el sitio web.')
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'comment'), eq(auditLog.entityId, ids.spam as string)))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'reviews.status', after: { status: 'hidden' } })
  })

  it('shows a hidden review again, en and es', async () => {
    const show = await asOwner(`/comments/${ids.spam}`, {
      method: 'PATCH',
      body: { status: 'active' },
      lang: 'es',
    })
    expect(show.body.message).toBe('La reseña se muestra de nuevo en el sitio web.')
    const site = await ctx.http('/api/v1/comments')
    expect(site.body.summary).toEqual({ average_rate: 2.8, count: 4 })
    const hide = await asOwner(`/comments/${ids.noisy}`, { method: 'PATCH', body: { status: 'hidden' } })
    const showEn = await asOwner(`/comments/${ids.noisy}`, { method: 'PATCH', body: { status: 'active' } })
    expect([hide.status, showEn.body.message]).toEqual([200, 'The review is shown on the website again.'])
  })

  it('refuses an unknown review (404) and a bad status (422), en and es', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const es = await asOwner(`/comments/${unknown}`, {
      method: 'PATCH',
      body: { status: 'hidden' },
      lang: 'es',
    })
    expect(es.status).toBe(404)
    expect(es.body).toEqual({ code: 'comment_not_found', message: 'Reseña no encontrada.' })
    const bad = await asOwner(`/comments/${ids.great}`, { method: 'PATCH', body: { status: 'deleted' } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.status).toEqual(['The selected value is not valid.'])
  })

  it('needs reviews.moderate: a receptionist gets 403 for the list and the change', async () => {
    expect((await desk('/comments')).status).toBe(403)
    const res = await desk(`/comments/${ids.great}`, {
      method: 'PATCH',
      body: { status: 'hidden' },
    })
    expect(res.status).toBe(403)
    expect((await ctx.http('/api/v1/staff/comments')).status).toBe(401)
  })
})
