import type { RoomType } from '@hotel/contract'
import { isValidDate } from '../../lib/validation.ts'

/** The /books search, as kept in the address bar so a search can be shared and reloaded. */
export interface RoomSearch {
  /** YYYY-MM-DD; both dates or neither. */
  check_in?: string
  check_out?: string
  adults?: number
  beds?: number
  type: RoomTypeFilter
  promotions: boolean
  /** A promotion code (from a special offer). */
  code?: string
  page: number
  sort: RoomSort
}

// Written out (not spread from the contract's list): importing the contract's schemas module would bring
// zod into the page's chunks. The type keeps the two lists equal.
export const roomTypeFilters = ['all', 'single', 'double', 'triple', 'multiple'] as const
type RoomTypeFilter = (typeof roomTypeFilters)[number]
const sameTypes: [Exclude<RoomTypeFilter, 'all'>, RoomType] extends [RoomType, Exclude<RoomTypeFilter, 'all'>]
  ? true
  : false = true
void sameTypes
export const roomSorts = ['price', 'price_desc', 'number'] as const
type RoomSort = (typeof roomSorts)[number]

/** The search form's choices; other values in the address are ignored. */
export const maxAdults = 8
const maxBeds = 4
/** Rooms per page of results. */
const roomsPerPage = 12

export const emptySearch: RoomSearch = { type: 'all', promotions: false, page: 1, sort: 'price' }

function whole(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value)) return undefined
  const number = Number(value)
  return number >= 1 && number <= max ? number : undefined
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value)
}

/**
 * Reads a search from the query string. Anything malformed (an unknown type, adults=abc, one date
 * alone, a date that does not exist) is ignored, never an error: the page shows the search without it.
 * Dates that are well formed but wrong for a stay (in the past, reversed) are kept: the API explains.
 */
export function parseRoomSearch(params: URLSearchParams): RoomSearch {
  const checkIn = params.get('check_in') ?? ''
  const checkOut = params.get('check_out') ?? ''
  const dated = isValidDate(checkIn) && isValidDate(checkOut)
  const code = params.get('code')?.trim()
  const promotions = params.get('promotions')
  return {
    ...(dated ? { check_in: checkIn, check_out: checkOut } : {}),
    ...optional('adults', whole(params.get('adults'), maxAdults)),
    ...optional('beds', whole(params.get('beds'), maxBeds)),
    type: oneOf(roomTypeFilters, params.get('type')) ?? 'all',
    promotions: promotions === '1' || promotions === 'true',
    ...optional('code', code && /^[\w-]{1,40}$/.test(code) ? code.toUpperCase() : undefined),
    page: whole(params.get('page'), 1000) ?? 1,
    sort: oneOf(roomSorts, params.get('sort')) ?? 'price',
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }
}

/** The query string of a search (without `?`), leaving out defaults so links stay short and stable. */
export function serializeRoomSearch(search: RoomSearch): string {
  const params = new URLSearchParams()
  if (search.check_in && search.check_out) {
    params.set('check_in', search.check_in)
    params.set('check_out', search.check_out)
  }
  if (search.adults) params.set('adults', String(search.adults))
  if (search.beds) params.set('beds', String(search.beds))
  if (search.type !== 'all') params.set('type', search.type)
  if (search.promotions) params.set('promotions', '1')
  if (search.code) params.set('code', search.code)
  if (search.sort !== 'price') params.set('sort', search.sort)
  if (search.page > 1) params.set('page', String(search.page))
  return params.toString()
}

/** A search with some fields changed; any change but the page goes back to the first page. */
export function updateSearch(search: RoomSearch, changes: Partial<RoomSearch>): RoomSearch {
  const next: RoomSearch = { ...search, page: 1, ...changes }
  for (const key of Object.keys(next) as (keyof RoomSearch)[]) {
    if (next[key] === undefined) delete next[key]
  }
  return next
}

/** Whether the guest narrowed the list (type, promotions, code, beds), to offer clearing it. */
export function hasFilters(search: RoomSearch): boolean {
  return search.type !== 'all' || search.promotions || Boolean(search.code) || Boolean(search.beds)
}

/** Query of `GET /rooms` for a search. */
export function roomListQueryOf(search: RoomSearch, perPage = roomsPerPage) {
  return {
    check_in: search.check_in,
    check_out: search.check_out,
    adults: search.adults,
    beds: search.beds,
    type: search.type === 'all' ? undefined : search.type,
    promotions_only: search.promotions ? 'true' : undefined,
    promotional_code: search.code,
    page: search.page,
    per_page: perPage,
    order_by: search.sort === 'number' ? 'number' : 'price',
    order_direction: search.sort === 'price_desc' ? 'desc' : 'asc',
  } as const
}

/** The stay of a search that a room page keeps: its dates (both or neither) and guests. */
export type RoomStay = Pick<RoomSearch, 'check_in' | 'check_out' | 'adults'>

/** The query string (without `?`) of a stay, with the parameter names of /books; empty without one. */
export function serializeRoomStay(stay: RoomStay): string {
  return serializeRoomSearch({ ...emptySearch, ...stay })
}

/** The room page's address for a stay: /books/room/12?check_in=…&check_out=…&adults=… */
export function roomPath(number: number, stay: RoomStay = {}): string {
  const query = serializeRoomStay(stay)
  return `/books/room/${number}${query ? `?${query}` : ''}`
}

/** The stay a room page's address carries (the rest of a search is ignored). */
export function parseRoomStay(params: URLSearchParams): RoomStay {
  const search = parseRoomSearch(params)
  return {
    ...(search.check_in && search.check_out
      ? { check_in: search.check_in, check_out: search.check_out }
      : {}),
    ...optional('adults', search.adults),
  }
}
