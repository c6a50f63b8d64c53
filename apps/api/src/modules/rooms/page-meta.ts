import type { Locale } from '@hotel/contract'
import { and, asc, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rooms } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import type { PageMeta } from '../../http/site.ts'
import { getHotel } from '../hotel/service.ts'
import { getRoom, onSite } from './service.ts'

/**
 * Title, description and picture of `/books/room/:number`, so a shared room link previews well; `not_found`
 * for a number that is no room on the site (or no number: the page's own test, pages/room.tsx).
 */
export function roomPageMeta(db: Db, publicUrl: string) {
  return async (route: string, locale: Locale): Promise<PageMeta | 'not_found' | null> => {
    const asked = route.match(/^\/books\/room\/([^/]+)$/)?.[1]
    if (asked === undefined) return null
    const number = /^[1-9]\d{0,5}$/.test(asked) ? asked : null
    if (!number) return 'not_found'
    const hotel = await getHotel(db)
    try {
      const room = await getRoom(db, Number(number), locale, hotel.currency)
      const image = room.images[0]
      return {
        title: translate(locale, 'meta.room_title', {
          number: room.number,
          type: translate(locale, `rooms.type.${room.type}`),
          hotel: hotel.name,
        }),
        description: room.description,
        image: image ? `${publicUrl}${image.src}` : undefined,
        url: `${publicUrl}${route}`,
      }
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return 'not_found'
      throw error
    }
  }
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
