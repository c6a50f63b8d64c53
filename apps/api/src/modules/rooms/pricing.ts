/**
 * The price of a stay, night by night, in integer cents (DESIGN.md: never floats).
 * A night costs the pricing period's tariff when one covers it, else the room's tariff for the guest count;
 * then the best applicable promotion takes its percentage off the nights it covers.
 */

export interface CapacityTariff {
  capacity: number
  tariffCents: number
}

/** A seasonal nightly price; `startDate` and `endDate` are hotel dates (YYYY-MM-DD), both included. */
export interface PricingPeriod {
  startDate: string
  endDate: string
  rawTariffCents: number
}

/** A promotion as it applies to one room; dates included, `discount` a whole percentage. */
export interface PromotionTerms {
  id: string
  code: string
  discount: number
  startAt: string
  expiredAt: string
}

export interface StayPrice {
  nights: number
  /** Each night's price before promotion. */
  nightly: { date: string; cents: number }[]
  totalCents: number
  discountCents: number
  totalAfterPromotionCents: number
  promotion: PromotionTerms | null
}

/** The hotel dates of the nights of `[checkIn, checkOut)`. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = []
  const day = new Date(`${checkIn}T00:00:00Z`)
  const end = new Date(`${checkOut}T00:00:00Z`)
  while (day < end) {
    nights.push(day.toISOString().slice(0, 10))
    day.setUTCDate(day.getUTCDate() + 1)
  }
  return nights
}

/** The tariff for `guests`: the smallest capacity that fits them, or null when the room is too small. */
export function tariffFor(capacities: CapacityTariff[], guests: number): number | null {
  const fitting = capacities.filter((c) => c.capacity >= guests).sort((a, b) => a.capacity - b.capacity)
  return fitting[0]?.tariffCents ?? null
}

/** A night's price: the covering period with the latest start (the most specific season), else the base. */
export function nightPrice(date: string, baseCents: number, periods: PricingPeriod[]): number {
  let chosen: PricingPeriod | undefined
  for (const period of periods) {
    if (
      period.startDate <= date &&
      date <= period.endDate &&
      (!chosen || period.startDate > chosen.startDate)
    ) {
      chosen = period
    }
  }
  return chosen?.rawTariffCents ?? baseCents
}

/** `cents * percent / 100`, rounded half up, in integers. */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100)
}

/** Price of a stay for `guests`; null when the room cannot hold them. */
export function priceStay(options: {
  checkIn: string
  checkOut: string
  guests: number
  capacities: CapacityTariff[]
  periods: PricingPeriod[]
  promotions: PromotionTerms[]
}): StayPrice | null {
  const base = tariffFor(options.capacities, options.guests)
  if (base === null) return null
  const nightly = nightsOf(options.checkIn, options.checkOut).map((date) => ({
    date,
    cents: nightPrice(date, base, options.periods),
  }))
  const totalCents = nightly.reduce((sum, night) => sum + night.cents, 0)
  let best: { promotion: PromotionTerms; discountCents: number } | null = null
  for (const promotion of options.promotions) {
    const covered = nightly
      .filter((night) => promotion.startAt <= night.date && night.date <= promotion.expiredAt)
      .reduce((sum, night) => sum + night.cents, 0)
    const discountCents = percentOf(covered, promotion.discount)
    if (discountCents > 0 && (!best || discountCents > best.discountCents))
      best = { promotion, discountCents }
  }
  const discountCents = best?.discountCents ?? 0
  return {
    nights: nightly.length,
    nightly,
    totalCents,
    discountCents,
    totalAfterPromotionCents: totalCents - discountCents,
    promotion: best?.promotion ?? null,
  }
}
