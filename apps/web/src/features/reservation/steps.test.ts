import { ApiError } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { newDraft, type ReservationDraft } from './draft.ts'
import {
  changeDeadlineOf,
  createBodyOf,
  datesStepSchema,
  detailsStepSchema,
  firstInvalidStep,
  guestDetailsOf,
  roomsStepSchema,
  stayTotalOf,
  stepOfField,
  stepsToFix,
} from './steps.ts'

const today = '2026-11-22'
const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

const complete = (patch: Partial<ReservationDraft> = {}): ReservationDraft => ({
  ...newDraft({ roomNumber: 202, checkIn: '2027-01-10', checkOut: '2027-01-12', adults: 2 }),
  rooms: [{ number: 202, guest_count: 1 }],
  category: 'tourism',
  user: {
    name: 'Ana López',
    email: 'ana@example.com',
    phone: '+505 8888 0000',
    identification: '001-200590-0001A',
    country: 'NI',
  },
  step: 4,
  ...patch,
})

describe('step 1: dates and guests', () => {
  const schema = datesStepSchema(today)

  it('needs both dates', () => {
    expect(messages(schema.safeParse({ adults: 2 }))).toEqual([
      'check_in: validation.required',
      'check_out: validation.required',
    ])
  })

  it('wants check-in before check-out, and not in the past (hotel calendar)', () => {
    expect(
      messages(schema.safeParse({ check_in: '2027-01-10', check_out: '2027-01-10', adults: 2 })),
    ).toEqual(['check_out: validation.date_order'])
    expect(
      messages(schema.safeParse({ check_in: '2026-11-21', check_out: '2026-11-23', adults: 2 })),
    ).toEqual(['check_in: validation.date_past'])
    expect(schema.safeParse({ check_in: today, check_out: '2026-11-23', adults: '2' }).success).toBe(true)
  })

  it('refuses dates that do not exist and odd party sizes', () => {
    expect(
      messages(schema.safeParse({ check_in: '2027-02-30', check_out: '2027-03-02', adults: 2 })),
    ).toEqual(['check_in: validation.date'])
    expect(
      messages(schema.safeParse({ check_in: '2027-01-10', check_out: '2027-01-12', adults: 0 })),
    ).toEqual(['adults: validation.too_small'])
  })
})

describe('step 2: rooms', () => {
  const capacity = new Map([
    [202, 2],
    [104, 3],
  ])
  const schema = roomsStepSchema((number) => capacity.get(number))

  it('needs a room, at most ten, each once', () => {
    expect(messages(schema.safeParse({ rooms: [] }))).toEqual(['rooms: reservations.rooms_required'])
    const eleven = Array.from({ length: 11 }, (_, i) => ({ number: 300 + i, guest_count: 1 }))
    expect(messages(schema.safeParse({ rooms: eleven }))).toEqual(['rooms: reservations.too_many_rooms'])
    expect(
      messages(
        schema.safeParse({
          rooms: [
            { number: 104, guest_count: 1 },
            { number: 104, guest_count: 1 },
          ],
        }),
      ),
    ).toEqual(['rooms.1.number: rooms.duplicate_number'])
  })

  it('keeps each room within its capacity', () => {
    expect(
      messages(
        schema.safeParse({
          rooms: [
            { number: 202, guest_count: 3 },
            { number: 104, guest_count: 3 },
          ],
        }),
      ),
    ).toEqual(['rooms.0.guest_count: rooms.capacity'])
  })
})

describe('step 3: general information', () => {
  it('asks for the kind of trip and the guest details; arrival time as HH:MM', () => {
    const result = detailsStepSchema.safeParse({
      category: undefined,
      estimated_arrival_time: '7pm',
      additional_description: '',
      user: { name: '', email: 'nope', phone: '12', identification: 'X', country: 'NI' },
    })
    expect(messages(result).sort()).toEqual([
      'category: validation.required',
      'estimated_arrival_time: validation.time',
      'user.email: validation.email',
      'user.name: validation.required',
      'user.phone: validation.phone',
    ])
  })

  it('takes a country from the list only (its code), as the API does', () => {
    const details = { category: 'tourism', estimated_arrival_time: '', additional_description: '' }
    const user = complete().user
    expect(detailsStepSchema.safeParse({ ...details, user: { ...user, country: 'cr' } }).success).toBe(true)
    expect(
      messages(detailsStepSchema.safeParse({ ...details, user: { ...user, country: 'Nicaragua' } })),
    ).toEqual(['user.country: countries.not_found'])
    expect(messages(detailsStepSchema.safeParse({ ...details, user: { ...user, country: '' } }))).toEqual([
      'user.country: validation.required',
    ])
  })
})

describe('guestDetailsOf', () => {
  const profile = {
    name: 'Ana López',
    email: 'ana@example.com',
    phone: '+505 8888 0000',
    identification: '001-200590-0001A',
    country: 'NI',
  }

  it('is the profile before anything was typed, empty for a visitor', () => {
    expect(guestDetailsOf(null, profile)).toEqual(profile)
    const nobody = { name: '', email: '', phone: '', identification: '', country: '' }
    expect(guestDetailsOf(null, nobody)).toEqual(nobody)
  })

  it('keeps what a visitor typed before signing in, the profile filling the blanks', () => {
    const typed = { name: 'Luis Pérez', email: '', phone: ' ', identification: 'P123', country: 'CR' }
    expect(guestDetailsOf(typed, profile)).toEqual({
      name: 'Luis Pérez',
      email: 'ana@example.com',
      phone: '+505 8888 0000',
      identification: 'P123',
      country: 'CR',
    })
  })
})

describe('stayTotalOf', () => {
  const price = (total: number, before = total) => ({
    total_cents: before,
    total_after_promotion_cents: total,
    currency: 'USD',
  })
  // As useStayRooms answers: room 104 for 1 to 3 guests, 202 for 1 or 2; 301 is not free.
  const prices: Record<number, Record<number, ReturnType<typeof price>>> = {
    104: { 1: price(9000), 2: price(10_800), 3: price(12_600, 14_000) },
    202: { 1: price(7650), 2: price(8400) },
  }
  const priceOf = (number: number, guests: number) => prices[number]?.[guests] ?? null

  it('adds the API’s stay price of each room for its guests, nothing recomputed', () => {
    expect(
      stayTotalOf(
        [
          { number: 104, guest_count: 3 },
          { number: 202, guest_count: 2 },
        ],
        priceOf,
      ),
    ).toEqual({ total: 21_000, before: 22_400, currency: 'USD' })
    expect(stayTotalOf([{ number: 202, guest_count: 1 }], priceOf)).toEqual({
      total: 7650,
      before: 7650,
      currency: 'USD',
    })
  })

  it('has no total with a room not free or over its capacity, or without rooms', () => {
    const rooms = [
      { number: 104, guest_count: 2 },
      { number: 301, guest_count: 1 },
    ]
    expect(stayTotalOf(rooms, priceOf)).toBeNull()
    expect(stayTotalOf([{ number: 202, guest_count: 3 }], priceOf)).toBeNull()
    expect(stayTotalOf([], priceOf)).toBeNull()
  })

  it('is pending while a price loads, unless another room already rules a total out', () => {
    const loading = (number: number, guests: number) => (guests === 3 ? undefined : priceOf(number, guests))
    expect(
      stayTotalOf(
        [
          { number: 104, guest_count: 3 },
          { number: 202, guest_count: 2 },
        ],
        loading,
      ),
    ).toBe('pending')
    expect(
      stayTotalOf(
        [
          { number: 104, guest_count: 3 },
          { number: 301, guest_count: 1 },
        ],
        loading,
      ),
    ).toBeNull()
  })
})

describe('createBodyOf', () => {
  it('sends only what the API takes: no prices, no empty optional texts', () => {
    expect(createBodyOf(complete({ additional_description: '  ', estimated_arrival_time: '' }))).toEqual({
      check_in: '2027-01-10',
      check_out: '2027-01-12',
      rooms: [{ number: 202, guest_count: 1 }],
      category: 'tourism',
      user: {
        name: 'Ana López',
        email: 'ana@example.com',
        phone: '+505 8888 0000',
        identification: '001-200590-0001A',
        country: 'NI',
      },
    })
    expect(
      createBodyOf(complete({ estimated_arrival_time: '18:30', additional_description: ' Late ' })),
    ).toMatchObject({
      estimated_arrival_time: '18:30',
      additional_description: 'Late',
    })
  })
})

describe('firstInvalidStep', () => {
  it('is null for a complete draft, else the step to fix', () => {
    expect(firstInvalidStep(complete(), today)).toBeNull()
    expect(firstInvalidStep(complete({ check_out: '2027-01-09' }), today)).toBe(1)
    expect(firstInvalidStep(complete({ rooms: [] }), today)).toBe(2)
    expect(firstInvalidStep(complete({ category: '' }), today)).toBe(3)
    expect(firstInvalidStep(complete({ user: null }), today)).toBe(3)
  })
})

describe('after a failed booking', () => {
  it('maps the API fields to their steps', () => {
    expect(stepOfField('check_in')).toBe(1)
    expect(stepOfField('rooms.0.guest_count')).toBe(2)
    expect(stepOfField('user.phone')).toBe(3)
    expect(stepOfField('category')).toBe(3)
    expect(stepOfField('something')).toBeNull()
  })

  it('offers the dates and rooms when a room is taken, the fields’ steps on a 422', () => {
    expect(
      stepsToFix(new ApiError(409, { code: 'room_already_booked', message: 'Room 202 is already booked' })),
    ).toEqual([1, 2])
    expect(stepsToFix(new ApiError(409, { code: 'rooms_not_available', message: 'x' }))).toEqual([1, 2])
    expect(
      stepsToFix(
        new ApiError(422, {
          code: 'validation_failed',
          message: 'x',
          errors: { 'rooms.0.guest_count': ['too many'], 'user.phone': ['bad'] },
        }),
      ),
    ).toEqual([2, 3])
    expect(stepsToFix(new ApiError(500, { code: 'internal', message: 'x' }))).toEqual([])
    expect(stepsToFix(new Error('offline'))).toEqual([])
  })
})

describe('dates', () => {
  it('puts the change deadline days before check-in', () => {
    expect(changeDeadlineOf('2027-01-01', 2)).toBe('2026-12-30')
  })
})
