import { hotelToday, type Locale, pageSchema, type RoomListQuery, roomSchema } from '@hotel/contract'
import type { Database } from '../../db/client.ts'
import { searchRooms } from './service.ts'

/** Told on commit by the triggers of every table a search reads (migration 0023_rooms_changed). */
const channel = 'rooms_changed'

const searchAnswer = pageSchema(roomSchema)

export interface SearchAnswersOptions {
  /** Answers kept at most; the least recently asked goes first. */
  maxEntries?: number
  /** How long an answer is kept at most, even when no change was heard (a last guard, not the rule). */
  maxAgeMs?: number
}

/**
 * The room search's answers, kept as the JSON text GET /rooms sends until anything they are computed from
 * changes: guests asking for the same stay share one computation, and identical searches asked at the same time
 * share one query. Every change is heard: a statement that writes a searched table notifies every instance on
 * commit (on any instance, in a staff screen, a background job or by hand), and a write answered by this
 * instance forgets before its answer leaves, so its caller's next search sees it. While the notifications may
 * be missed (the listening connection is down), nothing is kept.
 * An answer computed while a change was heard is not kept: its query may have read the data before the change.
 */
export function searchAnswers(database: Database, options: SearchAnswersOptions = {}) {
  const maxEntries = options.maxEntries ?? 500
  const maxAgeMs = options.maxAgeMs ?? 60_000
  const kept = new Map<string, { text: string; at: number }>()
  const pending = new Map<string, Promise<string>>()
  let generation = 0
  let listening = false
  let stop: (() => Promise<void>) | null = null

  const forget = () => {
    generation++
    kept.clear()
    pending.clear()
  }

  const compute = async (key: string, locale: Locale, query: RoomListQuery) => {
    const started = generation
    const at = Date.now()
    try {
      const text = JSON.stringify(searchAnswer.parse(await searchRooms(database.db, locale, query)))
      if (listening && started === generation) {
        kept.set(key, { text, at })
        if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string)
      }
      return text
    } finally {
      if (started === generation) pending.delete(key)
    }
  }

  return {
    async start() {
      stop = await database.listen(channel, forget, (heard) => {
        forget()
        listening = heard
      })
      listening = true
    },
    forget,
    /** GET /rooms's answer to `query` in `locale`, as its JSON text. */
    answer(locale: Locale, query: RoomListQuery): Promise<string> {
      // Today is part of the question: a search without dates prices tonight, and the stay limits count from it.
      const key = JSON.stringify([locale, hotelToday(), query])
      const hit = kept.get(key)
      if (hit && Date.now() - hit.at < maxAgeMs) {
        // Most recently asked last: the first key is the one to drop.
        kept.delete(key)
        kept.set(key, hit)
        return Promise.resolve(hit.text)
      }
      kept.delete(key)
      let answer = pending.get(key)
      if (!answer) {
        answer = compute(key, locale, query)
        pending.set(key, answer)
      }
      return answer
    },
    async close() {
      listening = false
      forget()
      await stop?.()
    },
  }
}
export type SearchAnswers = ReturnType<typeof searchAnswers>
