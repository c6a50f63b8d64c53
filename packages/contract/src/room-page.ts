import type { RoomWithStay } from './rooms.ts'

/**
 * The layout width of a room page's main picture (the gallery's `sizes`). The server's preload of that
 * picture in the page's head gives the same `sizes`, so that the browser picks the same file for both.
 */
export const roomMainImageSizes = '(min-width: 1200px) 740px, (min-width: 1024px) 62vw, 100vw'

/** Room page data the server writes into the page (`window.__roomPage`), read by the app before it asks. */
export interface RoomPageData {
  number: number
  /** The stay's parameters as the page asks for them (check_in, check_out, adults, in that order). */
  stayQuery: string
  room: RoomWithStay
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
