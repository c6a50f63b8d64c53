import { type BreakfastRow, hotelToday } from '@hotel/contract'
import { Coffee, Minus, Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { inputClass } from '../../components/field.tsx'
import { Loaded } from '../../components/loaded.tsx'
import { Spinner } from '../../components/loading-state.tsx'
import { formatDay } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { useBreakfasts, useSaveBreakfasts } from './api.ts'

/** The morning in the address, when it is a real day; else the hotel's today. */
export function readBreakfastDate(value: string | null, today = hotelToday()): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return today
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : today
}

const rowKey = (row: Pick<BreakfastRow, 'reservation_id' | 'room_id'>) =>
  `${row.reservation_id}:${row.room_id}`

/**
 * What the counter of a row allows: never below the breakfasts recorded (a count cannot go down), never above
 * the room's guests (the day's maximum), nothing on a morning still to come.
 */
export function counterLimits(row: BreakfastRow, draft: number, future: boolean) {
  return {
    canLower: !future && draft > row.breakfast_taken_count,
    canRaise: !future && draft < row.guests,
    changed: draft !== row.breakfast_taken_count,
  }
}

/** The kitchen's screen: today's breakfasts by default, room by room, with the day's totals. */
export default function BreakfastsPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'breakfasts' })
  useDocumentTitle(t('title'))
  const locale = useLocale()
  const today = hotelToday()
  const [searchParams, setSearchParams] = useSearchParams()
  const date = readBreakfastDate(searchParams.get('date'), today)
  const future = date > today
  const query = useBreakfasts(date)
  const [drafts, setDrafts] = useState<Record<string, number>>({})
  const rows = query.data?.data ?? []
  const meta = query.data?.meta

  const setDate = (value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current)
      if (value && value !== today) next.set('date', value)
      else next.delete('date')
      return next
    })

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-semibold text-xl tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-ink-soft">{t('intro')}</p>
        </div>
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">{t('date')}</span>
          <input
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className={inputClass(false, 'sm:w-48')}
          />
        </label>
      </header>

      {meta && (
        <section
          aria-label={t('totals')}
          className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-4 shadow-card"
        >
          <p className="font-semibold text-lg">{date === today ? t('today') : formatDay(date, locale)}</p>
          <p className="text-2xl tabular-nums">
            <span className="font-semibold">
              {t('servedOf', { served: meta.served, expected: meta.expected })}
            </span>
          </p>
          <p className="text-ink-soft text-sm">
            {t('toServe', { count: Math.max(meta.expected - meta.served, 0) })}
          </p>
        </section>
      )}
      {future && <p className="rounded-lg bg-info-50 px-3 py-2 text-info-700 text-sm">{t('futureNote')}</p>}

      <Loaded query={query} errorTitle={t('loadError')}>
        {() =>
          rows.length === 0 ? (
            <EmptyState icon={Coffee} title={t('empty')} message={t('emptyMessage')} />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t('listLabel')}>
              {rows.map((row) => (
                <li key={rowKey(row)}>
                  <BreakfastCard
                    row={row}
                    date={date}
                    future={future}
                    draft={drafts[rowKey(row)] ?? row.breakfast_taken_count}
                    onDraft={(value) => setDrafts((current) => ({ ...current, [rowKey(row)]: value }))}
                    onSaved={() =>
                      setDrafts((current) => {
                        const { [rowKey(row)]: _saved, ...rest } = current
                        return rest
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  )
}

function BreakfastCard({
  row,
  date,
  future,
  draft,
  onDraft,
  onSaved,
}: {
  row: BreakfastRow
  date: string
  future: boolean
  draft: number
  onDraft: (value: number) => void
  onSaved: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'breakfasts' })
  const save = useSaveBreakfasts()
  const errorText = useErrorText()
  const { canLower, canRaise, changed } = counterLimits(
    row,
    Math.max(draft, row.breakfast_taken_count),
    future,
  )
  const value = Math.max(draft, row.breakfast_taken_count)
  const headingId = `breakfast-${row.reservation_id}-${row.room_number}`

  const submit = () =>
    save
      .mutateAsync({
        reservation_id: row.reservation_id,
        date,
        breakfasts: [{ room_id: row.room_id, room_number: row.room_number, breakfast_taken_count: value }],
      })
      .then((answer) => {
        toast.success(answer.message)
        onSaved()
      })
      .catch((error: unknown) => toast.error(errorText(error)))

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="whitespace-nowrap font-semibold text-xl tabular-nums">
            {t('room', { number: row.room_number })}
          </h2>
          <p className="text-sm">
            <span className="font-medium">{row.guest_name}</span>{' '}
            <span className="text-ink-soft">· {row.reference}</span>
          </p>
        </div>
        <span className="rounded-full bg-paper px-3 py-1 text-sm whitespace-nowrap ring-1 ring-line">
          {t('guests', { count: row.guests })}
        </span>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            disabled={!canLower || save.isPending}
            onClick={() => onDraft(value - 1)}
            aria-label={t('less', { number: row.room_number })}
            className={buttonClass('secondary', { padding: 'px-0', className: 'size-12 text-lg' })}
          >
            <Minus className="size-6" aria-hidden="true" />
          </button>
          <p className="min-w-16 text-center" aria-live="polite">
            <span className="block font-semibold text-3xl tabular-nums">{value}</span>
            <span className="text-ink-soft text-sm">{t('servedOfRoom', { max: row.guests })}</span>
          </p>
          <button
            type="button"
            disabled={!canRaise || save.isPending}
            onClick={() => onDraft(value + 1)}
            aria-label={t('more', { number: row.room_number })}
            className={buttonClass('secondary', { padding: 'px-0', className: 'size-12 text-lg' })}
          >
            <Plus className="size-6" aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          disabled={!changed || save.isPending}
          onClick={() => void submit()}
          className={buttonClass('primary', { className: 'ms-auto min-h-12 text-base' })}
        >
          {save.isPending && <Spinner className="size-4" />}
          {t('save')}
        </button>
      </div>
      {row.breakfast_taken_count > 0 && (
        <p className="text-ink-soft text-sm">{t('recorded', { count: row.breakfast_taken_count })}</p>
      )}
    </article>
  )
}
