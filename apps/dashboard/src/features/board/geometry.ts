import { addDays, type MoveRequest } from '@hotel/contract'

/** The board's cell: a day's width and a room's height, in CSS pixels (44: a finger's target). */
export const dayWidth = 44
export const rowHeight = 48

/** Whole days from `from` to `to` (both hotel dates). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

interface Span {
  /** First column the stay covers in the window, and how many columns. */
  column: number
  columns: number
  /** The stay goes on before or after the window. */
  beforeWindow: boolean
  afterWindow: boolean
}

/** Where a stay's nights [start, end) fall in a window of `days` days from `from`; null when outside it. */
export function spanOf(
  stay: { start_date: string; end_date: string },
  from: string,
  days: number,
): Span | null {
  const first = daysBetween(from, stay.start_date)
  const last = daysBetween(from, stay.end_date) // exclusive
  const column = Math.max(0, first)
  const end = Math.min(days, last)
  if (end <= column) return null
  return { column, columns: end - column, beforeWindow: first < 0, afterWindow: last > days }
}

export interface DraggedStay {
  room_number: number
  start_date: string
  end_date: string
  status: 'reserved' | 'in_progress' | 'completed' | 'canceled'
}

/**
 * The move a drop asks for: a bar dragged by `dayShift` columns and `rowShift` rows (`move`), or its end
 * dragged by `dayShift` (`stretch`). A stay in progress keeps its check-in; null when nothing would change.
 */
export function moveFromDrop(
  stay: DraggedStay,
  roomNumbers: readonly number[],
  mode: 'move' | 'stretch',
  dayShift: number,
  rowShift: number,
): MoveRequest | null {
  if (stay.status === 'completed' || stay.status === 'canceled') return null
  if (mode === 'stretch') {
    const nights = daysBetween(stay.start_date, stay.end_date)
    const shift = Math.max(dayShift, 1 - nights)
    if (shift === 0) return null
    return { room_number: stay.room_number, check_out: addDays(stay.end_date, shift) }
  }
  const index = roomNumbers.indexOf(stay.room_number)
  const targetIndex = Math.min(roomNumbers.length - 1, Math.max(0, index + rowShift))
  const target = roomNumbers[targetIndex] ?? stay.room_number
  const days = stay.status === 'in_progress' ? 0 : dayShift
  if (days === 0 && target === stay.room_number) return null
  return {
    room_number: stay.room_number,
    ...(target !== stay.room_number ? { to_room_number: target } : {}),
    ...(days !== 0
      ? { check_in: addDays(stay.start_date, days), check_out: addDays(stay.end_date, days) }
      : {}),
  }
}

/** Whether a move keeps the number of nights (only then may the current price be kept). */
export function keepsNights(stay: { start_date: string; end_date: string }, move: MoveRequest): boolean {
  const start = move.check_in ?? stay.start_date
  const end = move.check_out ?? stay.end_date
  return daysBetween(start, end) === daysBetween(stay.start_date, stay.end_date)
}
