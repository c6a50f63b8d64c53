import { describe, expect, it } from 'vitest'
import { keepsNights, moveFromDrop, spanOf } from './geometry.ts'

const stay = {
  room_number: 104,
  start_date: '2026-12-10',
  end_date: '2026-12-13',
  status: 'reserved' as const,
}
const rooms = [101, 102, 104, 105]

describe('spanOf', () => {
  it('places a stay inside the window, clips it at its edges, and drops one outside', () => {
    expect(spanOf(stay, '2026-12-08', 14)).toEqual({
      column: 2,
      columns: 3,
      beforeWindow: false,
      afterWindow: false,
    })
    expect(spanOf(stay, '2026-12-11', 14)).toEqual({
      column: 0,
      columns: 2,
      beforeWindow: true,
      afterWindow: false,
    })
    expect(spanOf(stay, '2026-12-01', 11)).toEqual({
      column: 9,
      columns: 2,
      beforeWindow: false,
      afterWindow: true,
    })
    expect(spanOf(stay, '2026-12-13', 7)).toBeNull()
    expect(spanOf(stay, '2026-12-01', 9)).toBeNull()
  })
})

describe('moveFromDrop', () => {
  it('moves rooms and dates together, and asks nothing for a drop in place', () => {
    expect(moveFromDrop(stay, rooms, 'move', 0, 1)).toEqual({ room_number: 104, to_room_number: 105 })
    expect(moveFromDrop(stay, rooms, 'move', 2, -2)).toEqual({
      room_number: 104,
      to_room_number: 101,
      check_in: '2026-12-12',
      check_out: '2026-12-15',
    })
    expect(moveFromDrop(stay, rooms, 'move', 0, 0)).toBeNull()
    // Past the last row: the last room.
    expect(moveFromDrop(stay, rooms, 'move', 0, 9)).toEqual({ room_number: 104, to_room_number: 105 })
  })

  it('keeps the check-in of a stay in progress, and never moves a finished one', () => {
    const inHouse = { ...stay, status: 'in_progress' as const }
    expect(moveFromDrop(inHouse, rooms, 'move', 3, 0)).toBeNull()
    expect(moveFromDrop(inHouse, rooms, 'move', 3, -1)).toEqual({ room_number: 104, to_room_number: 102 })
    expect(moveFromDrop({ ...stay, status: 'completed' }, rooms, 'move', 1, 1)).toBeNull()
  })

  it('stretches or shortens the end, never below one night', () => {
    expect(moveFromDrop(stay, rooms, 'stretch', 2, 0)).toEqual({ room_number: 104, check_out: '2026-12-15' })
    expect(moveFromDrop(stay, rooms, 'stretch', -5, 0)).toEqual({ room_number: 104, check_out: '2026-12-11' })
    expect(moveFromDrop({ ...stay, end_date: '2026-12-11' }, rooms, 'stretch', -1, 0)).toBeNull()
  })
})

describe('keepsNights', () => {
  it('says whether the current price may be kept', () => {
    expect(keepsNights(stay, { room_number: 104, to_room_number: 105 })).toBe(true)
    expect(keepsNights(stay, { room_number: 104, check_in: '2026-12-11', check_out: '2026-12-14' })).toBe(
      true,
    )
    expect(keepsNights(stay, { room_number: 104, check_out: '2026-12-14' })).toBe(false)
  })
})
