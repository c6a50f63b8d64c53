import type { Locale } from '@hotel/contract'
import type { Db } from '../../db/client.ts'
import { type MessageKey, translate } from '../../http/messages/index.ts'
import { longDate } from '../../lib/format.ts'
import { staffRoom } from './manage-rooms.ts'

/** What a change to a span of a room's nights (a season, a closure) says: the room and the span's dates. */
export const periodMessage = (
  locale: Locale,
  key: MessageKey,
  period: { room_number: number; start_date: string; end_date: string },
) =>
  translate(locale, key, {
    number: period.room_number,
    start: longDate(locale, period.start_date),
    end: longDate(locale, period.end_date),
  })

/** A change to a room answered: what was done to room `number`, and the room as staff now see it. */
export const roomAnswer = async (db: Db, locale: Locale, key: MessageKey, number: number) => ({
  message: translate(locale, key, { number }),
  data: await staffRoom(db, number),
})
