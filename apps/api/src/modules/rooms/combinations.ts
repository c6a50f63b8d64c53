/**
 * Free rooms that together hold a party no single room can: the fewest rooms first, then the lowest total.
 * A knapsack over (rooms used, guests placed) that keeps, per state, only the few cheapest distinct sets of
 * rooms: any set beyond them could be swapped for a cheaper one with the same rooms count and guests, so
 * the best few overall are always built from them. Work grows with rooms × max rooms × party × room size,
 * never with the number of subsets.
 */

interface StayFigures {
  totalCents: number
  totalAfterPromotionCents: number
}

export interface CombinableRoom {
  number: number
  /** The stay's price for each guest count the room takes (index = guests); null where it takes none. */
  prices: (StayFigures | null)[]
}

export interface Combination<R extends CombinableRoom = CombinableRoom> {
  rooms: { room: R; guests: number; price: StayFigures }[]
  totalCents: number
  totalAfterPromotionCents: number
}

interface Entry {
  cost: number
  /** Room indexes, ascending and padded (so that text order is number order): the set's identity. */
  key: string
  picks: { room: number; guests: number }[]
}

const cheaper = (a: Entry, b: Entry) => a.cost - b.cost || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/** Adds `entry` to the few best of a state: one entry per set of rooms (its cheapest split of the guests). */
function keep(entries: Entry[], entry: Entry, limit: number) {
  const same = entries.findIndex((e) => e.key === entry.key)
  if (same >= 0) {
    if (cheaper(entry, entries[same] as Entry) >= 0) return
    entries.splice(same, 1)
  }
  entries.push(entry)
  entries.sort(cheaper)
  if (entries.length > limit) entries.length = limit
}

/**
 * The best `limit` combinations of at least two rooms that hold `party` guests, each room holding one guest
 * or more, at most `maxRooms` rooms. Empty when a single room holds the party (the search lists it) or when
 * the free rooms together cannot.
 */
export function combineRooms<R extends CombinableRoom>(
  rooms: R[],
  party: number,
  maxRooms: number,
  limit = 3,
): Combination<R>[] {
  // best[k][g]: the cheapest sets of k rooms placing g guests, among the rooms seen so far.
  const best: Entry[][][] = Array.from({ length: maxRooms + 1 }, () =>
    Array.from({ length: party + 1 }, () => []),
  )
  best[0]?.[0]?.push({ cost: 0, key: '', picks: [] })
  rooms.forEach((room, index) => {
    // Downwards, so that this room's own additions are not extended by it again (each room once).
    for (let k = Math.min(maxRooms, index + 1); k >= 1; k--) {
      for (let g = party; g >= 1; g--) {
        const target = best[k]?.[g] as Entry[]
        for (let guests = 1; guests <= g && guests < room.prices.length; guests++) {
          const price = room.prices[guests]
          if (!price) continue
          for (const previous of best[k - 1]?.[g - guests] ?? []) {
            keep(
              target,
              {
                cost: previous.cost + price.totalAfterPromotionCents,
                key: `${previous.key}${String(index).padStart(4, '0')},`,
                picks: [...previous.picks, { room: index, guests }],
              },
              limit,
            )
          }
        }
      }
    }
  })
  if ((best[1]?.[party]?.length ?? 0) > 0) return []
  const found: Combination<R>[] = []
  for (let k = 2; k <= maxRooms && found.length < limit; k++) {
    for (const entry of best[k]?.[party] ?? []) {
      if (found.length === limit) break
      const chosen = entry.picks.map(({ room, guests }) => {
        const chosen = rooms[room] as R
        return { room: chosen, guests, price: chosen.prices[guests] as StayFigures }
      })
      found.push({
        rooms: chosen,
        totalCents: chosen.reduce((sum, r) => sum + r.price.totalCents, 0),
        totalAfterPromotionCents: entry.cost,
      })
    }
  }
  return found
}
