import { describe, expect, it } from 'vitest'
import {
  draftLifetimeMs,
  newDraft,
  parseStoredDraft,
  type ReservationDraft,
  roomsForStep2,
  type StoredDraft,
  serializeDraft,
} from './draft.ts'

const now = Date.UTC(2026, 10, 22, 12)

const draft = (patch: Partial<ReservationDraft> = {}): ReservationDraft => ({
  ...newDraft({ roomNumber: 202, checkIn: '2027-01-10', checkOut: '2027-01-12', adults: 3 }),
  ...patch,
})

const stored = (patch: Partial<StoredDraft> = {}): StoredDraft => ({
  v: 1,
  path: '/books/room/202',
  resume: true,
  saved_at: now - 1000,
  draft: draft(),
  ...patch,
})

describe('newDraft', () => {
  it('takes the search dates and guests', () => {
    expect(
      newDraft({ roomNumber: 104, checkIn: '2027-01-10', checkOut: '2027-01-12', adults: 3 }),
    ).toMatchObject({
      room: 104,
      check_in: '2027-01-10',
      check_out: '2027-01-12',
      adults: 3,
      rooms: [],
      step: 1,
      user: null,
      payment: 'card',
      percentage: null,
    })
  })

  it('drops a lone or malformed date and an impossible party size', () => {
    expect(newDraft({ roomNumber: 1, checkIn: '2027-01-10' })).toMatchObject({ check_in: '', check_out: '' })
    expect(newDraft({ roomNumber: 1, checkIn: '2027-02-30', checkOut: '2027-03-02' })).toMatchObject({
      check_in: '',
    })
    expect(newDraft({ roomNumber: 1, adults: 0 }).adults).toBe(2)
    expect(newDraft({ roomNumber: 1, adults: 2.5 }).adults).toBe(2)
    expect(newDraft({ roomNumber: 1, adults: 99 }).adults).toBe(2)
  })

  it('preselects the rooms of a group suggestion, the party from the search or their guests', () => {
    const rooms = [
      { number: 104, guest_count: 3 },
      { number: 202, guest_count: 2 },
    ]
    expect(newDraft({ roomNumber: 104, adults: 5, rooms })).toMatchObject({ adults: 5, rooms })
    expect(newDraft({ roomNumber: 202, rooms }).adults).toBe(5)
  })

  it('ignores a malformed room list, or one without the pressed room', () => {
    const twice = [
      { number: 104, guest_count: 3 },
      { number: 104, guest_count: 2 },
      { number: 202, guest_count: 0 },
    ]
    expect(newDraft({ roomNumber: 104, rooms: twice }).rooms).toEqual([{ number: 104, guest_count: 3 }])
    expect(newDraft({ roomNumber: 301, rooms: [{ number: 104, guest_count: 3 }] }).rooms).toEqual([])
    const eleven = Array.from({ length: 11 }, (_, index) => ({ number: 100 + index, guest_count: 1 }))
    expect(newDraft({ roomNumber: 100, rooms: eleven }).rooms).toHaveLength(10)
    expect(newDraft({ roomNumber: 110, rooms: eleven }).rooms).toEqual([])
  })
})

describe('roomsForStep2', () => {
  it('starts with the booked room, for as many guests as it holds', () => {
    expect(roomsForStep2(draft(), 2)).toEqual([{ number: 202, guest_count: 2 }])
    expect(roomsForStep2(draft(), 4)).toEqual([{ number: 202, guest_count: 3 }])
    expect(roomsForStep2(draft(), undefined)).toEqual([{ number: 202, guest_count: 3 }])
  })

  it('keeps the rooms chosen before (Back, then Next)', () => {
    const rooms = [
      { number: 104, guest_count: 2 },
      { number: 105, guest_count: 1 },
    ]
    expect(roomsForStep2(draft({ rooms }), 2)).toBe(rooms)
  })
})

describe('stored drafts', () => {
  it('survive a round trip', () => {
    const value = stored({
      draft: draft({
        rooms: [{ number: 202, guest_count: 1 }],
        category: 'medical_visit',
        estimated_arrival_time: '18:30',
        additional_description: 'Late',
        user: {
          name: 'Ana López',
          email: 'ana@example.com',
          phone: '+505 8888 0000',
          identification: 'X',
          country: 'NI',
        },
        payment: 'hotel',
        percentage: 50,
        step: 3,
      }),
    })
    expect(parseStoredDraft(serializeDraft(value), now)).toEqual(value)
  })

  it('are forgotten when old, of another version or malformed', () => {
    expect(parseStoredDraft(serializeDraft(stored({ saved_at: now - draftLifetimeMs - 1 })), now)).toBeNull()
    expect(parseStoredDraft(JSON.stringify({ ...stored(), v: 2 }), now)).toBeNull()
    expect(parseStoredDraft('{not json', now)).toBeNull()
    expect(parseStoredDraft(null, now)).toBeNull()
    expect(parseStoredDraft(JSON.stringify(stored({ path: 'https://elsewhere.example/' })), now)).toBeNull()
    const bad = (patch: Record<string, unknown>) =>
      parseStoredDraft(JSON.stringify({ ...stored(), draft: { ...draft(), ...patch } }), now)
    expect(bad({ room: 'x' })).toBeNull()
    expect(bad({ step: 5 })).toBeNull()
    expect(bad({ rooms: [{ number: 1, guest_count: 0 }] })).toBeNull()
    expect(bad({ rooms: 'all' })).toBeNull()
    expect(bad({ check_in: 12 })).toBeNull()
  })

  it('drop unknown categories and incomplete guest details instead of failing', () => {
    const value = parseStoredDraft(
      JSON.stringify({ ...stored(), draft: { ...draft(), category: 'spa', user: { name: 'Ana' } } }),
      now,
    )
    expect(value?.draft.category).toBe('')
    expect(value?.draft.user).toBeNull()
    const odd = parseStoredDraft(
      JSON.stringify({ ...stored(), draft: { ...draft(), payment: 'bitcoin', percentage: 250 } }),
      now,
    )
    expect(odd?.draft).toMatchObject({ payment: 'card', percentage: null })
  })
})
