import { type Goal, hotelToday } from '@hotel/contract'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, renderHtml, testI18n, text } from '../../test-support.tsx'
import { goalKeys } from './api.ts'
import {
  barWidth,
  formatGoalAmount,
  type GoalValues,
  goalCreateResolver,
  goalErrorText,
  goalPayload,
  goalUpdateResolver,
  goalValues,
} from './parts.ts'

const options = {} as ResolverOptions<GoalValues>
const base: GoalValues = { period: 'monthly', type: 'revenue', year: '2026', month: '11', value: '15000.50' }
const thisYear = Number(hotelToday().slice(0, 4))

const revenueGoal: Goal = {
  id: '00000000-0000-4000-8000-000000000001',
  period: 'monthly',
  type: 'revenue',
  year: thisYear,
  month: 3,
  value: 1_500_000,
  from: `${thisYear}-03-01`,
  to: `${thisYear}-03-31`,
  actual: 1_234_550,
  percent: 82,
  created_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}
const occupancyGoal: Goal = {
  ...revenueGoal,
  id: '00000000-0000-4000-8000-000000000002',
  period: 'yearly',
  type: 'occupancy',
  month: null,
  value: 60,
  actual: 64.52,
  percent: 108,
  from: `${thisYear}-01-01`,
  to: `${thisYear}-12-31`,
}

describe('goal form', () => {
  it('sends revenue in cents, the other targets as whole numbers, and no month for a yearly goal', () => {
    expect(goalPayload(base)).toEqual({
      period: 'monthly',
      type: 'revenue',
      year: 2026,
      month: 11,
      value: 1_500_050,
    })
    expect(goalPayload({ ...base, period: 'yearly', type: 'room_nights', value: '800' })).toEqual({
      period: 'yearly',
      type: 'room_nights',
      year: 2026,
      month: undefined,
      value: 800,
    })
    expect(goalValues(revenueGoal, '2026-11-24')).toEqual({
      period: 'monthly',
      type: 'revenue',
      year: String(thisYear),
      month: '3',
      value: '15000.00',
    })
    // A new goal starts on the hotel's current month.
    expect(goalValues(null, '2026-11-24')).toMatchObject({ period: 'monthly', year: '2026', month: '11' })
  })

  it('checks the contract’s rules and says them in the person’s language', async () => {
    const t = (await testI18n('en')).t
    const es = (await testI18n('es')).t
    const check = async (
      values: Partial<GoalValues>,
      field: keyof GoalValues,
      resolver = goalCreateResolver,
    ) => {
      const result = await resolver({ ...base, ...values }, undefined, options)
      return [goalErrorText(t, field, result.errors[field]), goalErrorText(es, field, result.errors[field])]
    }
    expect((await goalCreateResolver(base, undefined, options)).errors).toEqual({})
    expect(await check({ value: '0' }, 'value')).toEqual([
      'The target must be at least 1.',
      'La meta debe ser al menos 1.',
    ])
    expect((await check({ value: 'abc' }, 'value'))[0]).toBe(
      'Write the target as a number: a whole number, or money with up to 2 decimals.',
    )
    expect((await check({ month: '' }, 'month'))[0]).toBe('Choose the month of a monthly goal.')
    expect((await check({ year: '26' }, 'year'))[0]).toBe('Give the year with 4 digits, such as 2026.')
    expect((await check({ type: 'occupancy', value: '101' }, 'value'))[1]).toBe(
      'Una meta de ocupación es un porcentaje del 1 al 100.',
    )
    expect((await check({ type: 'room_nights', value: '2.5' }, 'value'))[0]).toBe(
      'Write the target as a number: a whole number, or money with up to 2 decimals.',
    )
    // Editing checks the target alone.
    expect((await goalUpdateResolver({ ...base, year: 'x' }, undefined, options)).errors).toEqual({})
    expect((await check({ value: '0' }, 'value', goalUpdateResolver))[0]).toBe(
      'The target must be at least 1.',
    )
    // The server's own message (a duplicate) is shown as it came.
    expect(
      goalErrorText(t, 'period', {
        type: 'server',
        message: 'A yearly or monthly goal already exists for this figure and period (2026-11).',
      }),
    ).toContain('already exists')
  })

  it('formats each figure in its unit and keeps the bar within 0–100', () => {
    expect(formatGoalAmount(revenueGoal, 1_234_550, 'USD', 'en')).toBe('$12,345.50')
    expect(formatGoalAmount(occupancyGoal, 6452, 'USD', 'en')).toBe('64.52%')
    expect(formatGoalAmount({ type: 'room_nights' }, 1200, 'USD', 'en')).toBe('1,200')
    expect(barWidth(108)).toBe(100)
    expect(barWidth(-3)).toBe(0)
    expect(barWidth(82)).toBe(82)
  })
})

describe('goals screen', () => {
  const queries = [
    [goalKeys.year(thisYear), { data: [revenueGoal, occupancyGoal], currency: 'USD' }],
  ] as const

  it('shows each goal’s progress in both languages', async () => {
    const content = text(await renderHtml(<AppRoutes />, { session: owner, path: '/goals', queries }))
    expect(content).toContain('Goals and progress')
    expect(content).toContain('$12,345.50 of $15,000.00')
    expect(content).toContain('82%')
    expect(content).toContain('64.52% of 60%')
    expect(content).toContain('Reached: 108%')
    expect(content).toContain('Set a goal')
    const es = text(await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/goals', queries }))
    expect(es).toContain('Metas y avance')
    expect(es).toContain('Alcanzada: 108%')
  })
})
