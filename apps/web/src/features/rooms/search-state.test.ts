import { describe, expect, it } from 'vitest'
import {
  emptySearch,
  hasFilters,
  parseRoomSearch,
  parseRoomStay,
  roomListQueryOf,
  roomPath,
  serializeRoomSearch,
  serializeRoomStay,
  updateSearch,
} from './search-state.ts'

const parse = (query: string) => parseRoomSearch(new URLSearchParams(query))

describe('parseRoomSearch', () => {
  it('reads every field of a full search', () => {
    expect(
      parse(
        'check_in=2027-01-12&check_out=2027-01-15&adults=2&beds=1&type=double&promotions=1&code=verde15&page=2&sort=number',
      ),
    ).toEqual({
      check_in: '2027-01-12',
      check_out: '2027-01-15',
      adults: 2,
      beds: 1,
      type: 'double',
      promotions: true,
      code: 'VERDE15',
      page: 2,
      sort: 'number',
    })
  })

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(emptySearch)
  })

  it('ignores malformed values instead of failing', () => {
    expect(
      parse(
        'adults=abc&beds=0&type=suite&promotions=maybe&code=<script>&page=-1&sort=cheapest&check_in=tomorrow',
      ),
    ).toEqual(emptySearch)
    expect(parse('adults=9&beds=5')).toEqual(emptySearch)
    expect(parse('adults=2.5&page=1e3')).toEqual(emptySearch)
  })

  it('keeps the dates only as a pair of real days', () => {
    expect(parse('check_in=2027-01-12')).toEqual(emptySearch)
    expect(parse('check_in=2027-02-30&check_out=2027-03-02')).toEqual(emptySearch)
    // Reversed or past dates are well formed: kept, for the API to explain.
    expect(parse('check_in=2027-01-15&check_out=2027-01-12')).toMatchObject({
      check_in: '2027-01-15',
      check_out: '2027-01-12',
    })
  })

  it('accepts promotions=true as well as 1', () => {
    expect(parse('promotions=true').promotions).toBe(true)
    expect(parse('promotions=0').promotions).toBe(false)
  })
})

describe('serializeRoomSearch', () => {
  it('leaves out the defaults', () => {
    expect(serializeRoomSearch(emptySearch)).toBe('')
    expect(serializeRoomSearch({ ...emptySearch, type: 'triple' })).toBe('type=triple')
  })

  it('round-trips through the address', () => {
    const search = parse(
      'check_in=2027-01-12&check_out=2027-01-15&adults=3&beds=2&type=multiple&promotions=1&code=LARGA10&page=3&sort=price_desc',
    )
    expect(parse(serializeRoomSearch(search))).toEqual(search)
    expect(serializeRoomSearch(search)).toBe(
      'check_in=2027-01-12&check_out=2027-01-15&adults=3&beds=2&type=multiple&promotions=1&code=LARGA10&sort=price_desc&page=3',
    )
  })

  it('drops a lone date', () => {
    expect(serializeRoomSearch({ ...emptySearch, check_in: '2027-01-12' })).toBe('')
  })
})

describe('updateSearch', () => {
  it('goes back to the first page on any change but the page', () => {
    const onPage3 = { ...emptySearch, page: 3 }
    expect(updateSearch(onPage3, { type: 'single' }).page).toBe(1)
    expect(updateSearch(onPage3, { page: 4 }).page).toBe(4)
  })

  it('removes fields set to undefined', () => {
    const search = updateSearch(
      { ...emptySearch, code: 'VERDE15', check_in: 'x', check_out: 'y' },
      {
        code: undefined,
        check_in: undefined,
        check_out: undefined,
      },
    )
    expect(search).toEqual(emptySearch)
    expect(Object.keys(search)).not.toContain('code')
  })
})

describe('hasFilters', () => {
  it('is true for a type, promotions, a code or beds, not for dates, guests or sort', () => {
    expect(hasFilters(emptySearch)).toBe(false)
    expect(hasFilters({ ...emptySearch, adults: 2, sort: 'number', check_in: 'a', check_out: 'b' })).toBe(
      false,
    )
    expect(hasFilters({ ...emptySearch, type: 'single' })).toBe(true)
    expect(hasFilters({ ...emptySearch, promotions: true })).toBe(true)
    expect(hasFilters({ ...emptySearch, code: 'X' })).toBe(true)
    expect(hasFilters({ ...emptySearch, beds: 2 })).toBe(true)
  })
})

describe('roomListQueryOf', () => {
  it('maps a search to GET /rooms', () => {
    expect(
      roomListQueryOf(
        parse(
          'check_in=2027-01-12&check_out=2027-01-15&adults=2&type=double&promotions=1&code=VERDE15&page=2',
        ),
      ),
    ).toEqual({
      check_in: '2027-01-12',
      check_out: '2027-01-15',
      adults: 2,
      beds: undefined,
      type: 'double',
      promotions_only: 'true',
      promotional_code: 'VERDE15',
      page: 2,
      per_page: 12,
      order_by: 'price',
      order_direction: 'asc',
    })
  })

  it('sends no type for all, and the sort as order_by and order_direction', () => {
    const query = roomListQueryOf({ ...emptySearch, sort: 'price_desc' })
    expect(query.type).toBeUndefined()
    expect(query.promotions_only).toBeUndefined()
    expect([query.order_by, query.order_direction]).toEqual(['price', 'desc'])
    const byNumber = roomListQueryOf({ ...emptySearch, sort: 'number' })
    expect([byNumber.order_by, byNumber.order_direction]).toEqual(['number', 'asc'])
  })
})

describe('a room page keeps the stay of the search', () => {
  it('writes the dates and guests with the names of /books, and leaves the rest of the search out', () => {
    const search = parseRoomSearch(
      new URLSearchParams('check_in=2030-03-02&check_out=2030-03-05&adults=2&type=double&page=3'),
    )
    const stay = { check_in: search.check_in, check_out: search.check_out, adults: search.adults }
    expect(roomPath(12, stay)).toBe('/books/room/12?check_in=2030-03-02&check_out=2030-03-05&adults=2')
    expect(parseRoomStay(new URLSearchParams(serializeRoomStay(stay)))).toEqual({
      check_in: '2030-03-02',
      check_out: '2030-03-05',
      adults: 2,
    })
    expect(roomPath(12)).toBe('/books/room/12')
  })

  it('drops a lone date or a malformed guest count', () => {
    expect(parseRoomStay(new URLSearchParams('check_in=2030-03-02&adults=abc'))).toEqual({})
    expect(parseRoomStay(new URLSearchParams('check_in=2030-02-30&check_out=2030-03-02&adults=3'))).toEqual({
      adults: 3,
    })
  })
})
