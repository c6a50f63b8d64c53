import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { ApiError, addDays, type Board, hotelToday, type MoveRequest } from '@hotel/contract'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { useCan } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { Dialog } from '../../components/dialog.tsx'
import { useDocumentTitle } from '../../components/document-title.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { LoadingState } from '../../components/loading-state.tsx'
import { formatDay } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { useBoard, useMoveStay } from './api.ts'
import { BoardGrid, type StayDrag } from './board-grid.tsx'
import { dayWidth, keepsNights, moveFromDrop, rowHeight } from './geometry.ts'
import { stayTone } from './stay-tone.ts'

const weekChoices = [2, 3, 4, 5] as const
const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** The window from the address: its first day (default: three days ago, so guests in house show) and weeks. */
function readWindow(params: URLSearchParams) {
  const from = params.get('from') ?? ''
  const weeks = Number(params.get('weeks'))
  return {
    from: isoDay.test(from) ? from : addDays(hotelToday(), -3),
    weeks: weekChoices.find((choice) => choice === weeks) ?? 3,
  }
}

interface PendingReprice {
  id: string
  body: MoveRequest
  message: string
  mayKeep: boolean
}

/** The reservations board: rooms by days, each stay a bar to click, drag to another room or dates, or stretch. */
export default function BoardPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'board' })
  useDocumentTitle(t('title'))
  const locale = useLocale()
  const errorText = useErrorText()
  const canMove = useCan()('frontdesk.operate')
  const [searchParams, setSearchParams] = useSearchParams()
  const { from, weeks } = readWindow(searchParams)
  const days = weeks * 7
  const to = addDays(from, days - 1)
  const query = useBoard(from, to)
  const move = useMoveStay()
  const [reprice, setReprice] = useState<PendingReprice | null>(null)
  // The click that ends a drag must not follow the bar's link. dnd-kit stops that click before React sees it,
  // but not the browser's own following of the href: only a listener at the window, the first in line, can.
  const dragging = useRef(false)
  const lastDrop = useRef(0)
  const dropped = () => {
    dragging.current = false
    lastDrop.current = Date.now()
  }
  useEffect(() => {
    const stopLink = (event: MouseEvent) => {
      if (dragging.current || Date.now() - lastDrop.current < 400) event.preventDefault()
    }
    window.addEventListener('click', stopLink, true)
    return () => window.removeEventListener('click', stopLink, true)
  }, [])

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A finger scrolls the board; pressing and holding picks a bar up.
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
      coordinateGetter: (event, { currentCoordinates }) => {
        const step = {
          ArrowLeft: [-dayWidth, 0],
          ArrowRight: [dayWidth, 0],
          ArrowUp: [0, -rowHeight],
          ArrowDown: [0, rowHeight],
        }[event.code]
        if (!step) return undefined
        event.preventDefault()
        return { x: currentCoordinates.x + (step[0] ?? 0), y: currentCoordinates.y + (step[1] ?? 0) }
      },
    }),
  )

  const roomNumbers = useMemo(() => query.data?.data.rooms.map((room) => room.number) ?? [], [query.data])

  const send = (id: string, body: MoveRequest, mayKeep: boolean) =>
    move.mutate(
      { id, body },
      {
        onSuccess: (answer) => {
          setReprice(null)
          toast.success(answer.message)
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'move_reprices' && body.reprice === undefined)
            setReprice({ id, body, message: error.message, mayKeep })
          else {
            setReprice(null)
            toast.error(errorText(error))
          }
        },
      },
    )

  const onDragEnd = (event: DragEndEvent) => {
    dropped()
    const drag = event.active.data.current as StayDrag | undefined
    if (!drag) return
    const body = moveFromDrop(
      drag.stay,
      roomNumbers,
      drag.mode,
      Math.round(event.delta.x / dayWidth),
      Math.round(event.delta.y / rowHeight),
    )
    if (body) send(drag.stay.reservation_id, body, keepsNights(drag.stay, body))
  }

  const shift = (daysBy: number) =>
    setSearchParams((params) => {
      params.set('from', addDays(from, daysBy))
      return params
    })

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-semibold text-xl tracking-tight">{t('title')}</h1>
          <p className="text-ink-soft text-sm">
            {t('range', { from: formatDay(from, locale), to: formatDay(to, locale) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => shift(-7)}
            aria-label={t('previous')}
            className={buttonClass('secondary', { padding: 'px-3' })}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() =>
              setSearchParams((params) => {
                params.delete('from')
                return params
              })
            }
            className={buttonClass('secondary')}
          >
            {t('today')}
          </button>
          <button
            type="button"
            onClick={() => shift(7)}
            aria-label={t('next')}
            className={buttonClass('secondary', { padding: 'px-3' })}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <label className="flex items-center gap-2 text-ink-soft text-sm">
            {t('weeks')}
            <select
              value={weeks}
              onChange={(event) =>
                setSearchParams((params) => {
                  params.set('weeks', event.target.value)
                  return params
                })
              }
              className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-ink"
            >
              {weekChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>

      <Legend />
      {canMove && (
        <details className="text-ink-soft text-sm">
          <summary className="cursor-pointer font-medium text-ink">{t('howToMoveSummary')}</summary>
          <p className="mt-1">{t('howToMove')}</p>
        </details>
      )}

      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <DndContext
          sensors={sensors}
          onDragStart={() => {
            dragging.current = true
          }}
          onDragEnd={onDragEnd}
          onDragCancel={dropped}
          accessibility={{
            screenReaderInstructions: { draggable: t('dragInstructions') },
            announcements: {
              onDragStart: () => t('announce.start'),
              onDragMove: () => undefined,
              onDragOver: () => undefined,
              onDragEnd: () => t('announce.end'),
              onDragCancel: () => t('announce.cancel'),
            },
          }}
        >
          <BoardGrid board={query.data.data as Board} days={days} canMove={canMove && !move.isPending} />
        </DndContext>
      )}

      <Dialog
        open={reprice !== null}
        onClose={() => setReprice(null)}
        title={t('repriceTitle')}
        description={reprice?.message}
        busy={move.isPending}
        className="max-w-md"
        footer={
          reprice && (
            <>
              <button type="button" onClick={() => setReprice(null)} className={buttonClass('secondary')}>
                {t('repriceCancel')}
              </button>
              {reprice.mayKeep && (
                <button
                  type="button"
                  onClick={() => send(reprice.id, { ...reprice.body, reprice: false }, true)}
                  disabled={move.isPending}
                  className={buttonClass('secondary')}
                >
                  {t('repriceKeep')}
                </button>
              )}
              <button
                type="button"
                onClick={() => send(reprice.id, { ...reprice.body, reprice: true }, reprice.mayKeep)}
                disabled={move.isPending}
                className={buttonClass('primary')}
              >
                {t('repriceAccept')}
              </button>
            </>
          )
        }
      />
    </div>
  )
}

function Legend() {
  const { t } = useTranslation(undefined, { keyPrefix: 'board' })
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-ink-soft text-sm">
      {(['reserved', 'in_progress', 'completed'] as const).map((status) => (
        <li key={status} className="flex items-center gap-2">
          <span className={`inline-block size-3 rounded-sm ring-1 ${stayTone[status]}`} aria-hidden="true" />
          {t(`status.${status}`)}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span
          className="inline-block size-3 rounded-sm bg-[repeating-linear-gradient(45deg,var(--color-line)_0_3px,transparent_3px_6px)] ring-1 ring-line"
          aria-hidden="true"
        />
        {t('closed')}
      </li>
      <li className="flex items-center gap-2">
        <span className="font-bold text-warning-700" aria-hidden="true">
          $
        </span>
        {t('unpaidLegend')}
      </li>
    </ul>
  )
}
