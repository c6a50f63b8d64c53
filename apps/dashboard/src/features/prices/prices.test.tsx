import {
  defaultPerPage,
  type PricePreview,
  promotionStatuses,
  type RoomChoice,
  type Season,
  type StaffPromotion,
} from '@hotel/contract'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, testI18n, text } from '../../test-support.tsx'
import { promotionKeys, promotionStatusList } from '../promotions/api.ts'
import {
  type PromotionValues,
  promotionErrorText,
  promotionResolver,
  toPayload,
} from '../promotions/promotion-dialog.tsx'
import { priceKeys } from './api.ts'
import { type SeasonValues, seasonCreateResolver, seasonErrorText } from './parts.ts'
import { leadingBlanks, readMonth, shiftMonth } from './prices-page.tsx'

const rooms: RoomChoice[] = [
  { number: 101, type: 'single', archived: false },
  { number: 104, type: 'double', archived: false },
  { number: 301, type: 'triple', archived: true },
]
const season: Season = {
  id: '3b9a7c1e-2d4f-4e6a-8b0c-1d2e3f4a5b6c',
  room_number: 104,
  start_date: '2026-12-15',
  end_date: '2027-01-05',
  raw_tariff: 6600,
  created_at: '2026-11-01T15:00:00.000Z',
}
const promo = { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Temporada verde', discount: 15 }

/** December 2026 for room 104: its tariffs (1: 45.00, 2: 55.00) until the 14th, the season's 66.00 after. */
function december(): PricePreview {
  const days: PricePreview['days'] = []
  for (let day = 1; day <= 31; day++) {
    const date = `2026-12-${String(day).padStart(2, '0')}`
    const inSeason = day >= 15
    days.push({
      date,
      season_id: inSeason ? season.id : null,
      prices: [1, 2].map((capacity) => {
        const price = inSeason ? 6600 : capacity === 1 ? 4500 : 5500
        return {
          capacity,
          price,
          price_after_promotion: price - Math.floor((price * 15 + 50) / 100),
          promotion: promo,
        }
      }),
    })
  }
  return { room_number: 104, month: '2026-12', currency: 'USD', capacities: [1, 2], days, seasons: [season] }
}

const priceQueries = [
  [priceKeys.rooms, rooms],
  [priceKeys.seasons(104), [season]],
  [priceKeys.preview(104, '2026-12'), december()],
] as const

const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<SeasonValues>

describe('prices screen', () => {
  it('reads the month from the address and walks months', () => {
    expect(readMonth('2026-12', '2026-11-24')).toBe('2026-12')
    expect(readMonth('2026-13', '2026-11-24')).toBe('2026-11')
    expect(readMonth(null, '2026-11-24')).toBe('2026-11')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    // 1 December 2026 is a Tuesday: one blank Monday before it.
    expect(leadingBlanks('2026-12')).toBe(1)
    expect(leadingBlanks('2026-06')).toBe(0)
  })

  it("shows the room's seasons and a month of nightly prices, season days marked", async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/prices?room=104&month=2026-12',
      queries: priceQueries,
    })
    const content = text(html)
    expect(content).toContain('Prices and seasons')
    expect(content).toContain('Room 104 · Double')
    expect(content).toContain('Room 301 · Triple · archived')
    expect(content).toContain('Seasons of room 104')
    expect(content).toContain('Dec 15, 2026 to Jan 5, 2027')
    expect(content).toContain('$66.00 per night')
    expect(content).toContain('December 2026')
    expect(content).toContain('1 guest $45.00')
    expect(content).toContain('2 guests $55.00')
    expect(content).toContain('$38.25 (−15 %)')
    expect(html).toContain('aria-label="Delete the season Dec 15, 2026 to Jan 5, 2027"')
    // Grid and phone list each show the month: 17 season days in each.
    expect(html.match(/data-season="yes"/g)?.length).toBe(34)
    expect(html.match(/data-season="no"/g)?.length).toBe(28)

    const es = text(
      await renderHtml(<AppRoutes />, {
        lng: 'es',
        session: owner,
        path: '/prices?room=104&month=2026-12',
        queries: priceQueries,
      }),
    )
    expect(es).toContain('Precios y temporadas')
    expect(es).toContain('Temporadas de la habitación 104')
    expect(es).toContain('Agregar temporada')
    expect(es).toContain('2 huéspedes')
    expect(es).toContain('Diciembre de 2026')
  })

  it('says so when a room has no seasons', async () => {
    const content = text(
      await renderHtml(<AppRoutes />, {
        session: owner,
        path: '/prices?room=101&month=2026-12',
        queries: [
          [priceKeys.rooms, rooms],
          [priceKeys.seasons(101), []],
          [priceKeys.preview(101, '2026-12'), { ...december(), room_number: 101, seasons: [] }],
        ],
      }),
    )
    expect(content).toContain('No seasons for this room')
  })

  it('is not for someone without prices.manage', async () => {
    const content = text(await renderHtml(<AppRoutes />, { session: receptionist, path: '/prices' }))
    expect(content).not.toContain('Seasons of room')
  })

  it('validates a season with the contract schema, the price in dollars', async () => {
    const blank = await seasonCreateResolver(
      { start_date: '', end_date: '', raw_tariff: '' },
      undefined,
      options,
    )
    expect(Object.keys(blank.errors).sort()).toEqual(['end_date', 'raw_tariff', 'start_date'])
    const wrong = await seasonCreateResolver(
      { start_date: '2026-12-20', end_date: '2026-12-10', raw_tariff: '200000' },
      undefined,
      options,
    )
    const es = await testI18n('es')
    expect(seasonErrorText(es.t, wrong.errors.end_date)).toBe(
      'La última noche debe ser igual o posterior a la primera.',
    )
    expect(seasonErrorText(es.t, wrong.errors.raw_tariff)).toContain('100000')
    const fine = await seasonCreateResolver(
      { start_date: '2026-12-10', end_date: '2026-12-20', raw_tariff: '66.00' },
      undefined,
      options,
    )
    expect(fine.errors).toEqual({})
    expect(fine.values).toEqual({ start_date: '2026-12-10', end_date: '2026-12-20', raw_tariff: 6600 })
  })
})

const promotion: StaffPromotion = {
  id: promo.id,
  name: 'Temporada verde',
  promotional_code: 'VERDE15',
  discount: 15,
  start_at: '2026-11-24',
  expired_at: '2027-05-23',
  status: 'active',
  rooms: [104, 105],
  created_at: '2026-11-24T15:00:00.000Z',
}
const listParams = {
  page: 1,
  per_page: defaultPerPage,
  order_by: 'start_at' as const,
  order_direction: 'desc' as const,
  search: '',
}
const meta = (total: number) => ({ page: 1, per_page: defaultPerPage, total, last_page: 1 })

describe('promotions screen', () => {
  it("keeps the contract's statuses", () => {
    expect(promotionStatusList).toEqual([...promotionStatuses])
  })

  it('lists promotions with code, discount, dates, rooms and status, and their actions', async () => {
    const queries = [
      [
        promotionKeys.list(listParams, undefined),
        {
          data: [
            promotion,
            {
              ...promotion,
              id: 'c0ffee00-0000-4000-8000-000000000002',
              name: 'Estancia larga',
              status: 'inactive',
            },
          ],
          meta: meta(2),
        },
      ],
    ] as const
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/promotions', queries })
    const content = text(html)
    expect(content).toContain('Temporada verde')
    expect(content).toContain('VERDE15')
    expect(content).toContain('15 %')
    expect(content).toContain('Nov 24, 2026')
    expect(content).toContain('104, 105')
    expect(content).toContain('Active')
    expect(content).toContain('Inactive')
    expect(content).toContain('Deactivate')
    expect(content).toContain('Activate')
    expect(content).toContain('New promotion')
    expect(html).toContain('aria-label="Edit Temporada verde"')
    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/promotions', queries }),
    )
    expect(es).toContain('Promociones')
    expect(es).toContain('Nueva promoción')
    expect(es).toContain('Activa')
    expect(es).toContain('24 nov 2026')
  })

  it('says so when there are none', async () => {
    const content = text(
      await renderHtml(<AppRoutes />, {
        session: owner,
        path: '/promotions',
        queries: [[promotionKeys.list(listParams, undefined), { data: [], meta: meta(0) }]],
      }),
    )
    expect(content).toContain('No promotions yet')
  })

  it('validates a promotion with the contract schema, in the interface language', async () => {
    const promotionOptions = options as unknown as ResolverOptions<PromotionValues>
    const blank: PromotionValues = {
      name: '',
      promotional_code: '',
      discount: '',
      start_at: '',
      expired_at: '',
      status: 'active',
      rooms: [],
    }
    const empty = await promotionResolver(blank, undefined, promotionOptions)
    expect(Object.keys(empty.errors).sort()).toEqual([
      'discount',
      'expired_at',
      'name',
      'promotional_code',
      'rooms',
      'start_at',
    ])
    const es = await testI18n('es')
    expect(promotionErrorText(es.t, empty.errors.rooms as never)).toBe('Elija al menos una habitación.')
    const wrong = await promotionResolver(
      {
        ...blank,
        name: 'ab',
        promotional_code: 'con espacio',
        discount: '95',
        start_at: '2026-12-10',
        expired_at: '2026-12-01',
        rooms: ['104'],
      },
      undefined,
      promotionOptions,
    )
    expect(promotionErrorText(es.t, wrong.errors.name)).toBe('Use al menos 3 caracteres.')
    expect(promotionErrorText(es.t, wrong.errors.promotional_code)).toBe(
      'Use solo letras, números, guiones y guiones bajos.',
    )
    expect(promotionErrorText(es.t, wrong.errors.expired_at)).toBe(
      'El final debe ser igual o posterior al inicio.',
    )
    expect(wrong.errors.discount).toBeTruthy()
    expect(toPayload({ ...blank, discount: '20', rooms: ['104', '101'] })).toMatchObject({
      discount: 20,
      rooms: [104, 101],
    })
    const fine = await promotionResolver(
      {
        ...blank,
        name: 'Feria del café',
        promotional_code: 'cafe20',
        discount: '20',
        start_at: '2026-12-01',
        expired_at: '2026-12-10',
        rooms: ['104', '101'],
      },
      undefined,
      promotionOptions,
    )
    expect(fine.errors).toEqual({})
    expect(fine.values).toMatchObject({ promotional_code: 'CAFE20', discount: 20, rooms: [101, 104] })
  })
})
