import {
  type Locale,
  type RoomPageData,
  roomMainImageSizes,
  roomStayQuery,
  roomStayQueryOf,
  roomWithStaySchema,
} from '@hotel/contract'
import { and, asc, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rooms } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import type { PageMeta } from '../../http/site.ts'
import { getHotel } from '../hotel/service.ts'
import { getRoom, getRoomForStay, onSite } from './service.ts'

/**
 * Title, description and picture of `/books/room/:number`, so a shared room link previews well; `not_found`
 * for a number that is no room on the site (or no number: the page's own test, pages/room.tsx). The page
 * comes from the SPA fallback, so its head also preloads the main picture and carries the room as
 * `GET /rooms/:number` answers for the address's stay (`window.__roomPage`): the app renders it without a
 * request of its own, and the picture loads with the page's code instead of after it.
 */
export function roomPageMeta(db: Db, publicUrl: string) {
  return async (
    route: string,
    locale: Locale,
    search: URLSearchParams,
  ): Promise<PageMeta | 'not_found' | null> => {
    const asked = route.match(/^\/books\/room\/([^/]+)$/)?.[1]
    if (asked === undefined) return null
    const number = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : null
    if (!number) return 'not_found'
    const hotel = await getHotel(db)
    const stayQuery = roomStayQueryOf(search)
    const stay = roomStayQuery.safeParse(Object.fromEntries(new URLSearchParams(stayQuery)))
    try {
      // A stay the API refuses (past dates, beyond the limits) is the page's to ask for and explain.
      const withStay = stay.success
        ? await getRoomForStay(db, number, stay.data, locale, hotel.currency).catch(refusedStay)
        : null
      const room = withStay ?? (await getRoom(db, number, locale, hotel.currency))
      const image = room.images[0]
      const data: RoomPageData | null = withStay
        ? { number, stayQuery, room: roomWithStaySchema.parse(withStay) }
        : null
      return {
        title: translate(locale, 'meta.room_title', {
          number: room.number,
          type: translate(locale, `rooms.type.${room.type}`),
          hotel: hotel.name,
        }),
        description: room.description,
        image: image ? `${publicUrl}${image.src}` : undefined,
        url: `${publicUrl}${route}`,
        preloadImage: image ? { src: image.src, srcset: image.srcset, sizes: roomMainImageSizes } : undefined,
        script: data ? { name: '__roomPage', value: data } : undefined,
      }
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return 'not_found'
      throw error
    }
  }
}

function refusedStay(error: unknown): null {
  if (error instanceof AppError && error.statusCode !== 404) return null
  throw error
}

/** The address of every room page that guests can book, for the sitemap. */
export function roomPagePaths(db: Db) {
  return async () =>
    (
      await db
        .select({ number: rooms.number })
        .from(rooms)
        .where(and(ne(rooms.status, 'maintenance'), onSite()))
        .orderBy(asc(rooms.number))
    ).map((room) => `/books/room/${room.number}`)
}
