import type { PageMeta } from './paging.ts'
import type { Room, RoomWithStay } from './rooms.ts'

/**
 * A room page's room as the server read it for the address's stay (`GET /rooms/:number`'s answer; null for a
 * number that is no room's), so the page is rendered with it and hydrates without asking.
 */
export interface RoomPageData {
  number: number
  /** The stay's parameters as the page asks for them (check_in, check_out, adults, in that order). */
  stayQuery: string
  room: RoomWithStay | null
}

/** `GET /rooms`'s answer: a page of the rooms a search finds. */
export interface RoomSearchAnswer {
  data: Room[]
  meta: PageMeta
}

/** What the API gives the web app's route loaders for a page it renders per request. */
export interface PageContext {
  roomPage?: RoomPageData
  /**
   * `GET /rooms` for a query as the app would send it (its parameters by name), answered as the API would;
   * null when the API would refuse it (the page then asks, and explains). /books renders its first results.
   */
  searchRooms?: (query: Record<string, string | number | undefined>) => Promise<RoomSearchAnswer | null>
}

/** The stay parameters of a room page's address, in the order the page asks the API with them. */
export function roomStayQueryOf(search: URLSearchParams): string {
  const asked = new URLSearchParams()
  for (const name of ['check_in', 'check_out', 'adults']) {
    const value = search.get(name)
    if (value) asked.set(name, value)
  }
  return asked.toString()
}
