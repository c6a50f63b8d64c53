import type { PageMeta, Room } from '@hotel/contract'
import { api } from '../../lib/api.ts'
import { parseRoomSearch, roomListQueryOf } from './search-state.ts'

/**
 * /books is pre-rendered without results: they would be asked for only once the app has hydrated. The
 * page's code imports this module (queries.ts), and a page's modules run before entry.client hydrates: on
 * /books, the address's search is asked for then, while the texts load, and the page's query takes it.
 */

type Answer = { data: Room[]; meta: PageMeta }
type ListQuery = ReturnType<typeof roomListQueryOf>

const keyOf = (query: ListQuery) => JSON.stringify(query)
let early: { key: string; request: Promise<Answer> } | undefined

/** The search request started before the page rendered, if it is for `query` (once). */
export function takeEarlySearch(query: ListQuery): Promise<Answer> | undefined {
  const found = early?.key === keyOf(query) ? early.request : undefined
  early = undefined
  return found
}

if (typeof window !== 'undefined' && window.location.pathname.replace(/\/+$/, '') === '/books') {
  const query = roomListQueryOf(parseRoomSearch(new URLSearchParams(window.location.search)))
  const request = api<Answer>('/rooms', { query })
  // A failure is the page's to show (its query asks again); here it only must not go unhandled.
  request.catch(() => {})
  early = { key: keyOf(query), request }
}
