import { addDays, type PricePreview } from '@hotel/contract'
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pricingPeriods } from '../../db/schema/index.ts'
import { type PromotionTerms, priceStay } from '../rooms/pricing.ts'
import { roomPricing } from '../rooms/service.ts'
import { getHotel } from '../settings/service.ts'
import { roomByNumber, toSeason } from './service.ts'

/** The first day of `month` (YYYY-MM) and of the month after it. */
function monthBounds(month: string): { first: string; next: string } {
  const [year = 2000, m = 1] = month.split('-').map(Number)
  const next = new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10)
  return { first: `${month}-01`, next }
}

/**
 * GET /staff/rooms/{number}/price-preview: each night of the month priced for one night's stay by each capacity,
 * with the inputs and the function the guests' search and booking use (rooms/service roomPricing, then
 * rooms/pricing priceStay), so the preview is the guest's price to the cent.
 */
export async function pricePreview(db: Db, number: number, month: string): Promise<PricePreview> {
  const room = await roomByNumber(db, number)
  const { first, next } = monthBounds(month)
  const [inputs, seasonRows, hotel] = await Promise.all([
    roomPricing(db, [room.id], { checkIn: first, checkOut: next }).then((map) => map.get(room.id)),
    db
      .select()
      .from(pricingPeriods)
      .where(
        and(
          eq(pricingPeriods.roomId, room.id),
          lt(pricingPeriods.startDate, next),
          gte(pricingPeriods.endDate, first),
        ),
      )
      .orderBy(asc(pricingPeriods.startDate)),
    getHotel(db),
  ])
  const capacities = (inputs?.capacities ?? []).map((c) => c.capacity).sort((a, b) => a - b)
  const days: PricePreview['days'] = []
  for (let date = first; date < next; date = addDays(date, 1)) {
    // The season pricing.ts's nightPrice chooses: the covering one with the latest start.
    const season = seasonRows
      .filter((s) => s.startDate <= date && date <= s.endDate)
      .sort((a, b) => b.startDate.localeCompare(a.startDate))[0]
    days.push({
      date,
      season_id: season?.id ?? null,
      prices: capacities.flatMap((capacity) => {
        const price =
          inputs &&
          priceStay({
            checkIn: date,
            checkOut: addDays(date, 1),
            guests: capacity,
            capacities: inputs.capacities,
            periods: inputs.periods,
            promotions: inputs.promotions as PromotionTerms[],
          })
        if (!price) return []
        const promotion = price.promotion && inputs.promotions.find((p) => p.id === price.promotion?.id)
        return [
          {
            capacity,
            price: price.totalCents,
            price_after_promotion: price.totalAfterPromotionCents,
            promotion: promotion
              ? { id: promotion.id, name: promotion.name, discount: promotion.discount }
              : null,
          },
        ]
      }),
    })
  }
  return {
    room_number: room.number,
    month,
    currency: hotel.currency,
    capacities,
    days,
    seasons: seasonRows.map((row) => toSeason(row, room.number)),
  }
}
