import {
  type Locale,
  type RoomSearchAnswer,
  roomListQuery,
  roomStayQuery,
  roomStayQueryOf,
  roomWithStaySchema,
} from '@hotel/contract'
import { and, asc, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rooms } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import type { DescribedPage } from '../../http/site.ts'
import { getHotel } from '../settings/service.ts'
import type { SearchAnswers } from './search-answers.ts'
import { getRoom, getRoomForStay, onSite } from './service.ts'

/** `value` as the HTTP answer writes it: through the route's response schema, then JSON. */
function asAnswered<T>(schema: { parse(value: unknown): T }, value: unknown): T {
  return JSON.parse(JSON.stringify(schema.parse(value)))
}

/** The guest pages the server reads something for when it renders them: /books and a room's. */
export function describeGuestPage(db: Db, searches: SearchAnswers, publicUrl: string) {
  const room = describeRoomPage(db, publicUrl)
  return async (route: string, locale: Locale, search: URLSearchParams): Promise<DescribedPage | null> =>
    route === '/books' ? describeBooksPage(searches, locale) : room(route, locale, search)
}

/**
 * /books renders the first results of the address's search: its loader asks with the query the app would
 * send (the app's own reading of the address), answered here exactly as `GET /rooms` answers it.
 */
function describeBooksPage(searches: SearchAnswers, locale: Locale): DescribedPage {
  return {
    status: 200,
    context: {
      async searchRooms(query): Promise<RoomSearchAnswer | null> {
        const parsed = roomListQuery.safeParse(query)
        if (!parsed.success) return null
        try {
          return JSON.parse(await searches.answer(locale, parsed.data))
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) return null
          throw error
        }
      },
    },
  }
}

/**
 * `/books/room/:number`, as the server renders it: the room as `GET /rooms/:number` answers for the address's
 * stay (the page shows it from its HTML and hydrates without asking), its title, description and picture
 * for previews of a shared link. 404 for a number that is no room on the site
 * (with the room page's own not-found view). A stay the API refuses (past dates, beyond the limits) is the
 * page's to ask for and explain: the page is rendered without the room then.
 */
function describeRoomPage(db: Db, publicUrl: string) {
  return async (route: string, locale: Locale, search: URLSearchParams): Promise<DescribedPage | null> => {
    const asked = route.match(/^\/books\/room\/([^/]+)$/)?.[1]
    if (asked === undefined) return null
    const number = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : null
    if (!number) return { status: 404 }
    const hotel = await getHotel(db)
    const stayQuery = roomStayQueryOf(search)
    const stay = roomStayQuery.safeParse(Object.fromEntries(new URLSearchParams(stayQuery)))
    try {
      const withStay = stay.success
        ? await getRoomForStay(db, number, stay.data, locale, hotel.currency).catch(refusedStay)
        : null
      const room = withStay ?? (await getRoom(db, number, locale, hotel.currency))
      const image = room.images[0]
      return {
        status: 200,
        meta: {
          title: translate(locale, 'meta.room_title', {
            number: room.number,
            type: translate(locale, `rooms.type.${room.type}`),
            hotel: hotel.name,
          }),
          description: room.description,
          image: image ? `${publicUrl}${image.src}` : undefined,
          url: `${publicUrl}${route}`,
        },
        context: withStay
          ? { roomPage: { number, stayQuery, room: asAnswered(roomWithStaySchema, withStay) } }
          : undefined,
      }
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) {
        // The room page's own not-found view, rendered as such.
        return { status: 404, context: { roomPage: { number, stayQuery, room: null } } }
      }
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
