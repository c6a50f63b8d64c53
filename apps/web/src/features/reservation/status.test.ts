import type { Reservation } from '@hotel/contract'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { messageText } from '../../lib/messages.ts'
import { applyReservationChange } from './cache.ts'
import { fileNameOf, reportUrl } from './report.ts'
import { badgesOf, changeValuesOf, lockReason, stayed, updateBodyOf } from './status.ts'

const reservation: Reservation = {
  id: '6f1e2a53-3c55-4c47-9d8f-0b0c8f1f7c11',
  reference: 'K7QM-4TXR',
  check_in: '2027-01-10',
  check_out: '2027-01-12',
  nights: 2,
  rooms: [
    {
      number: 202,
      type: 'single',
      start_date: '2027-01-10',
      end_date: '2027-01-12',
      guest_count: 1,
      nights: 2,
      tariff: 7000,
      raw_tariff: 7000,
      promotion: null,
    },
  ],
  currency: 'USD',
  raw_total: 7000,
  total: 7000,
  category: 'tourism',
  type: 'online',
  estimated_arrival_time: '18:30',
  additional_description: null,
  user: {
    name: 'Ana López',
    email: 'ana@example.com',
    phone: '+505 8888 0000',
    identification: 'X1',
    country: 'NI',
  },
  status: 'reserved',
  payment_status: 'pending',
  change_deadline: '2027-01-08',
  can_change: true,
  created_at: '2026-11-22T12:00:00.000Z',
  canceled_at: null,
}

describe('badgesOf', () => {
  it('shows canceled, paid or pending, and a stay under way or over', () => {
    expect(badgesOf(reservation).map((b) => b.key)).toEqual(['pending'])
    expect(badgesOf({ status: 'reserved', payment_status: 'paid' }).map((b) => b.key)).toEqual(['paid'])
    expect(badgesOf({ status: 'canceled', payment_status: 'paid' }).map((b) => b.key)).toEqual(['canceled'])
    expect(badgesOf({ status: 'in_progress', payment_status: 'partially_paid' }).map((b) => b.key)).toEqual([
      'partially_paid',
      'in_progress',
    ])
    expect(badgesOf({ status: 'completed', payment_status: 'paid' }).map((b) => b.key)).toEqual([
      'paid',
      'completed',
    ])
  })
})

describe('lockReason', () => {
  it('says why a reservation can no longer change', () => {
    expect(lockReason(reservation)).toBeNull()
    expect(lockReason({ status: 'reserved', can_change: false })).toBe('deadline')
    expect(lockReason({ status: 'canceled', can_change: false })).toBe('canceled')
    expect(lockReason({ status: 'in_progress', can_change: false })).toBe('in_progress')
    expect(lockReason({ status: 'completed', can_change: false })).toBe('completed')
  })
})

describe('stayed', () => {
  const today = '2027-01-12'
  it('is a stay that is over or marked completed, never a cancelled one', () => {
    expect(stayed({ status: 'reserved', check_out: '2027-01-12' }, today)).toBe(true)
    expect(stayed({ status: 'in_progress', check_out: '2027-01-11' }, today)).toBe(true)
    expect(stayed({ status: 'completed', check_out: '2027-01-20' }, today)).toBe(true)
    expect(stayed({ status: 'reserved', check_out: '2027-01-13' }, today)).toBe(false)
    expect(stayed({ status: 'in_progress', check_out: '2027-01-13' }, today)).toBe(false)
    expect(stayed({ status: 'canceled', check_out: '2027-01-02' }, today)).toBe(false)
  })
})

describe('updateBodyOf', () => {
  const values = changeValuesOf(reservation)

  it('is empty when nothing changed', () => {
    expect(updateBodyOf(reservation, values)).toEqual({})
    expect(updateBodyOf(reservation, { ...values, additional_description: '   ' })).toEqual({})
  })

  it('sends new dates together, rooms as a whole, cleared texts as null', () => {
    expect(updateBodyOf(reservation, { ...values, check_out: '2027-01-13' })).toEqual({
      check_in: '2027-01-10',
      check_out: '2027-01-13',
    })
    expect(
      updateBodyOf(reservation, {
        ...values,
        rooms: [
          { number: 202, guest_count: 1 },
          { number: 104, guest_count: 2 },
        ],
      }),
    ).toEqual({
      rooms: [
        { number: 202, guest_count: 1 },
        { number: 104, guest_count: 2 },
      ],
    })
    expect(updateBodyOf(reservation, { ...values, estimated_arrival_time: '' })).toEqual({
      estimated_arrival_time: null,
    })
    expect(
      updateBodyOf(reservation, { ...values, additional_description: ' Late ', category: 'companies' }),
    ).toEqual({
      additional_description: 'Late',
      category: 'companies',
    })
    expect(
      updateBodyOf(reservation, { ...values, user: { ...values.user, phone: '+505 8888 1111' } }),
    ).toEqual({
      user: { ...reservation.user, phone: '+505 8888 1111' },
    })
  })

  it('ignores the order of the rooms', () => {
    const two = {
      ...reservation,
      rooms: [...reservation.rooms, { ...reservation.rooms[0], number: 104 }],
    } as Reservation
    const swapped = changeValuesOf(two)
    expect(updateBodyOf(two, { ...swapped, rooms: [...swapped.rooms].reverse() })).toEqual({})
  })
})

describe('messageText', () => {
  const t = ((key: string, options?: Record<string, unknown>) =>
    `${key} ${JSON.stringify(options ?? {})}`) as never

  it('translates catalogue keys from their namespace and leaves server messages alone', () => {
    expect(messageText(t, { message: 'validation.required' })).toMatch(/^common:validation\.required /)
    expect(messageText(t, { message: 'countries.not_found' })).toMatch(/^common:countries\.not_found /)
    expect(messageText(t, { message: 'rooms.capacity' }, { number: 202, max: 2 })).toBe(
      'reservations:rooms.capacity {"max":2,"number":202,"count":2}',
    )
    expect(messageText(t, { message: 'reservations.too_many_rooms' })).toMatch(
      /^reservations:reservations\.too_many/,
    )
    expect(messageText(t, { type: 'server', message: 'validation.looks_like_a_key' })).toBe(
      'validation.looks_like_a_key',
    )
    expect(messageText(t, { message: 'Room 202 is already booked.' })).toBe('Room 202 is already booked.')
    expect(messageText(t, undefined)).toBeUndefined()
  })
})

describe('fileNameOf', () => {
  it('reads the name of the attachment, never a path', () => {
    expect(fileNameOf('attachment; filename="reservation-K7QM-4TXR.pdf"', 'x.pdf')).toBe(
      'reservation-K7QM-4TXR.pdf',
    )
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('....etcpasswd')
    expect(fileNameOf(null, 'reservation.csv')).toBe('reservation.csv')
  })
})

describe('applyReservationChange (after cancel, modify or a payment)', () => {
  const canceled: Reservation = {
    ...reservation,
    status: 'canceled',
    can_change: false,
    canceled_at: '2026-11-23T10:00:00.000Z',
  }
  const other: Reservation = {
    ...reservation,
    id: 'a0a0a0a0-0000-4000-8000-000000000000',
    reference: 'ZZZZ-2222',
  }

  function cacheWithDetail() {
    const client = new QueryClient()
    // The profile's detail and the link page's (with its key) hold the same reservation.
    client.setQueryData(['reservations', 'one', 'en', 'K7QM-4TXR', null], reservation)
    client.setQueryData(['reservations', 'one', 'es', 'K7QM-4TXR', 'link-key-0123456789'], reservation)
    client.setQueryData(['reservations', 'one', 'en', 'ZZZZ-2222', null], other)
    client.setQueryData(['reservations', 'list', 'en', 'upcoming', 1], { data: [reservation] })
    client.setQueryData(['payments', 'balance', reservation.id, null], { balance: 7000 })
    client.setQueryData(['rooms', 'stay', 'en', '2027-01-10', '2027-01-12', 1], [])
    return client
  }
  const stale = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated

  it('shows the answer at once: cancelled, no "pending" badge, no Modify or Cancel', () => {
    const client = cacheWithDetail()
    applyReservationChange(client, canceled)
    for (const key of [
      ['reservations', 'one', 'en', 'K7QM-4TXR', null],
      ['reservations', 'one', 'es', 'K7QM-4TXR', 'link-key-0123456789'],
    ]) {
      const shown = client.getQueryData<Reservation>(key)
      expect(shown?.status).toBe('canceled')
      expect(badgesOf(shown as Reservation).map((badge) => badge.key)).toEqual(['canceled'])
      expect(lockReason(shown as Reservation)).toBe('canceled')
    }
    expect(client.getQueryData<Reservation>(['reservations', 'one', 'en', 'ZZZZ-2222', null])).toBe(other)
  })

  it('fetches the lists, the balance and the free rooms again', () => {
    const client = cacheWithDetail()
    applyReservationChange(client, canceled)
    expect(stale(client, ['reservations', 'list', 'en', 'upcoming', 1])).toBe(true)
    expect(stale(client, ['payments', 'balance', reservation.id, null])).toBe(true)
    expect(stale(client, ['rooms', 'stay', 'en', '2027-01-10', '2027-01-12', 1])).toBe(true)
  })

  it('without an answer (refused as already changed), only fetches again', () => {
    const client = cacheWithDetail()
    applyReservationChange(client, null)
    expect(client.getQueryData<Reservation>(['reservations', 'one', 'en', 'K7QM-4TXR', null])).toBe(
      reservation,
    )
    expect(stale(client, ['reservations', 'one', 'en', 'K7QM-4TXR', null])).toBe(true)
  })
})

describe('reportUrl', () => {
  it('carries a link key in the query, and nothing else of the guest', () => {
    expect(reportUrl(reservation.id, 'pdf')).toBe(`/api/v1/reservations/${reservation.id}/report?format=pdf`)
    expect(reportUrl('K7QM-4TXR', 'csv', 'ab_cd-EF')).toBe(
      '/api/v1/reservations/K7QM-4TXR/report?format=csv&key=ab_cd-EF',
    )
  })
})
