import { describe, expect, it } from 'vitest'
import { type CombinableRoom, combineRooms } from './combinations.ts'

/** A room priced `perGuest[g - 1]` for g guests (no promotion unless `discount` cents off each). */
const room = (number: number, perGuest: number[], discount = 0): CombinableRoom => ({
  number,
  prices: [
    null,
    ...perGuest.map((cents) => ({ totalCents: cents, totalAfterPromotionCents: cents - discount })),
  ],
})

const summary = (found: ReturnType<typeof combineRooms>) =>
  found.map((c) => ({
    rooms: c.rooms.map((r) => `${r.room.number}x${r.guests}`).join(' '),
    total: c.totalAfterPromotionCents,
  }))

describe('combineRooms', () => {
  it('answers nothing when one room holds the party', () => {
    expect(combineRooms([room(1, [100, 150, 200]), room(2, [100])], 3, 10)).toEqual([])
  })

  it('puts the fewest rooms first, then the lowest total, with the cheapest split of the guests', () => {
    const rooms = [
      room(101, [100, 150]),
      room(102, [90, 160, 230, 300]),
      room(103, [80, 120, 170]),
      room(104, [50]),
    ]
    // 6 guests. Two rooms: 102 + 103 as 3 + 3 (230 + 170 = 400; as 4 + 2, 300 + 120 = 420), 101 + 102 as
    // 2 + 4 (150 + 300 = 450); no other pair holds 6. Then three rooms, though cheaper: 101x2 + 103x3 + 104x1
    // (150 + 170 + 50 = 370).
    expect(summary(combineRooms(rooms, 6, 10))).toEqual([
      { rooms: '102x3 103x3', total: 400 },
      { rooms: '101x2 102x4', total: 450 },
      { rooms: '101x2 103x3 104x1', total: 370 },
    ])
    // With a cheap 4-guest tariff in 102, 4 + 2 (200 + 120) beats 3 + 3 (230 + 170).
    const cheapFour = [room(101, [100, 150]), room(102, [90, 160, 230, 200]), room(103, [80, 120, 170])]
    expect(summary(combineRooms(cheapFour, 6, 10))[0]).toEqual({ rooms: '102x4 103x2', total: 320 })
  })

  it('counts the promotion: the total is what the guest pays, before it too', () => {
    const [best] = combineRooms([room(1, [100, 200], 20), room(2, [100, 200])], 3, 10)
    expect(best?.totalAfterPromotionCents).toBe(280)
    expect(best?.totalCents).toBe(300)
    expect(best?.rooms.map((r) => [r.room.number, r.guests])).toEqual([
      [1, 2],
      [2, 1],
    ])
  })

  it('keeps to the most rooms one booking may hold, and says nothing when the rooms cannot hold the party', () => {
    const singles = Array.from({ length: 5 }, (_, i) => room(i + 1, [100]))
    expect(combineRooms(singles, 4, 3)).toEqual([])
    expect(combineRooms(singles, 6, 10)).toEqual([])
    expect(summary(combineRooms(singles, 4, 4))).toEqual([
      { rooms: '1x1 2x1 3x1 4x1', total: 400 },
      { rooms: '1x1 2x1 3x1 5x1', total: 400 },
      { rooms: '1x1 2x1 4x1 5x1', total: 400 },
    ])
  })

  it('answers a party of 20 over 50 rooms quickly (no walk over the subsets)', () => {
    const rooms = Array.from({ length: 50 }, (_, i) =>
      room(i + 1, [1000 + i, 1500 + i, 1900 + i, 2200 + (i % 7)]),
    )
    const started = performance.now()
    const found = combineRooms(rooms, 20, 10)
    expect(performance.now() - started).toBeLessThan(2000)
    expect(found).toHaveLength(3)
    // Five rooms of four: the five with the lowest 4-guest tariff (i % 7 === 0: rooms 1, 8, 15, 22, 29, ...).
    expect(found[0]?.rooms.map((r) => r.guests)).toEqual([4, 4, 4, 4, 4])
    expect(found[0]?.totalAfterPromotionCents).toBe(5 * 2200)
    expect(found[0]?.rooms.map((r) => r.room.number)).toEqual([1, 8, 15, 22, 29])
  })
})
