import { type RoomPageData, type RoomWithStay, roomMainImageSizes, roomStayQueryOf } from '@hotel/contract'
import { api } from '../../lib/api.ts'

/**
 * A room page comes from the SPA fallback: its code, texts, data and picture would otherwise load one
 * after the other once the app has hydrated. entry.client imports this small module on
 * /books/room/:number before hydrating, so the room's data, its main picture and the page's code load
 * while the app starts. It is a chunk of its own (vite.config.ts): it must not wait for the room code.
 */

// Keyed by the room and the stay of the address as search-state.ts's serializeRoomStay writes it: a page
// whose stay reads differently (a malformed address) asks again.
const early = new Map<string, Promise<{ data: RoomWithStay }>>()
const arrived = new Map<string, RoomWithStay>()
const keyOf = (number: number | string, stayQuery: string) => `${number}?${stayQuery}`

/** The room request started before the page rendered, once (later renders ask the API again). */
export function takeEarlyRoom(
  number: number,
  stayQuery: string,
): Promise<{ data: RoomWithStay }> | undefined {
  const key = keyOf(number, stayQuery)
  const request = early.get(key)
  early.delete(key)
  return request
}

/** The room, if its early request has already answered: the page's first render can show it. */
export function earlyRoom(number: number, stayQuery: string): RoomWithStay | undefined {
  const key = keyOf(number, stayQuery)
  const room = arrived.get(key)
  arrived.delete(key)
  if (room) early.delete(key)
  return room
}

function preload(attributes: Partial<HTMLLinkElement>) {
  document.head.append(Object.assign(document.createElement('link'), attributes))
}

declare global {
  interface Window {
    /** The room as the server read it for this address (apps/api rooms/page-meta.ts). */
    __roomPage?: RoomPageData
    __reactRouterManifest?: { routes: Record<string, { module: string; imports?: string[] } | undefined> }
  }
}

const number =
  typeof window === 'undefined'
    ? undefined
    : /^\/books\/room\/([1-9]\d{0,5})\/?$/.exec(window.location.pathname)?.[1]
if (number) {
  // The stay's parameters in serializeRoomStay's order, read here without importing the rooms chunk.
  const stayQuery = roomStayQueryOf(new URLSearchParams(window.location.search))
  const key = keyOf(number, stayQuery)
  const served = window.__roomPage
  if (served && String(served.number) === number && served.stayQuery === stayQuery) {
    // The server sent the room with the page, and the picture's preload in its head.
    early.set(key, Promise.resolve({ data: served.room }))
    arrived.set(key, served.room)
  } else {
    const request = api<{ data: RoomWithStay }>(`/rooms/${number}${stayQuery ? `?${stayQuery}` : ''}`)
    early.set(key, request)
    // The picture the gallery shows first, with the same candidates and sizes. A failed request is the
    // page's to show (useRoom asks again); here it only must not go unhandled.
    request
      .then(({ data }) => {
        arrived.set(key, data)
        const image = data.images[0]
        if (image) {
          preload({
            rel: 'preload',
            as: 'image',
            href: image.src,
            imageSrcset: image.srcset,
            imageSizes: roomMainImageSizes,
            fetchPriority: 'high',
          })
        }
      })
      .catch(() => {})
  }
  // The route modules the router will import (same URLs, from its manifest), and what they import.
  const routes = window.__reactRouterManifest?.routes ?? {}
  for (const id of ['layouts/main-layout', 'main-queries', 'pages/room']) {
    const route = routes[id]
    for (const href of route ? [route.module, ...(route.imports ?? [])] : []) {
      preload({ rel: 'modulepreload', href })
    }
  }
}
