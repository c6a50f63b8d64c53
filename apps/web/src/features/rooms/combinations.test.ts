import { describe, expect, it } from 'vitest'
import { groupRequest } from './combinations.tsx'

describe('groupRequest', () => {
  it('opens the dialog with the stay and every room of the combination with its guests', () => {
    const combination = {
      currency: 'USD',
      nights: 3,
      guests: 8,
      total_cents: 55500,
      total_after_promotion_cents: 48825,
      rooms: [
        {
          number: 107,
          type: 'triple',
          guests: 3,
          max_guests: 3,
          total_cents: 22500,
          total_after_promotion_cents: 19125,
        },
        {
          number: 109,
          type: 'multiple',
          guests: 5,
          max_guests: 5,
          total_cents: 33000,
          total_after_promotion_cents: 29700,
        },
      ],
    } as const
    expect(
      groupRequest(
        { ...combination, rooms: [...combination.rooms] },
        {
          check_in: '2030-03-02',
          check_out: '2030-03-05',
          adults: 8,
        },
      ),
    ).toEqual({
      roomNumber: 107,
      checkIn: '2030-03-02',
      checkOut: '2030-03-05',
      adults: 8,
      rooms: [
        { number: 107, guest_count: 3 },
        { number: 109, guest_count: 5 },
      ],
    })
  })
})
