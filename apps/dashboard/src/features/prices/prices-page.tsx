import { addDays, formatMoney, hotelToday, intlLocale, type PricePreview, type Season } from '@hotel/contract'
import { CalendarDays, ChevronLeft, ChevronRight, Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { useDocumentTitle } from '../../components/document-title.ts'
import { EditDeleteButtons } from '../../components/edit-delete-buttons.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { LoadingState } from '../../components/loading-state.tsx'
import { Page } from '../../components/page.tsx'
import { selectClass } from '../../components/select-class.ts'
import { formatDay, formatMonthOfYear } from '../../lib/format.ts'
import { useHotel } from '../../lib/hotel.ts'
import { useLocale } from '../../lib/locale.ts'
import { useDeleteSeason, usePricePreview, useRoomChoices, useSeasons } from './api.ts'
import { SeasonDialog } from './season-dialog.tsx'

/** A month YYYY-MM from the address, else the hotel's current month. */
export function readMonth(value: string | null, today = hotelToday()): string {
  return value && /^(20|21)\d{2}-(0[1-9]|1[0-2])$/.test(value) ? value : today.slice(0, 7)
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 2000, m = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, m - 1 + delta, 1)).toISOString().slice(0, 7)
}

/** Blank cells before the 1st in a week that starts on Monday. */
export const leadingBlanks = (month: string) => (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7

/** Seasons and the nightly prices of one room: /dashboard/prices?room=104&month=2026-12. */
export default function PricesPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('prices.title'))
  const [searchParams, setSearchParams] = useSearchParams()
  const rooms = useRoomChoices()
  const asked = Number(searchParams.get('room'))
  const room = rooms.data?.find((r) => r.number === asked)?.number ?? rooms.data?.[0]?.number ?? null
  const month = readMonth(searchParams.get('month'))
  const set = (key: string, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current)
      next.set(key, value)
      return next
    })

  return (
    <Page title={t('prices.title')} intro={t('prices.intro')}>
      {rooms.isPending ? (
        <LoadingState />
      ) : rooms.error ? (
        <ErrorPanel error={rooms.error} onRetry={() => rooms.refetch()} />
      ) : room === null ? (
        <EmptyState icon={CalendarDays} title={t('prices.noRooms')} />
      ) : (
        <>
          <label className="flex max-w-xs flex-col gap-1.5 text-sm">
            <span className="font-medium">{t('prices.room')}</span>
            <select
              value={room}
              onChange={(event) => set('room', event.target.value)}
              className={selectClass}
            >
              {rooms.data?.map((r) => (
                <option key={r.number} value={r.number}>
                  {t('prices.roomOption', { number: r.number, type: t(`prices.roomType.${r.type}`) })}
                  {r.archived ? ` · ${t('prices.archived')}` : ''}
                </option>
              ))}
            </select>
          </label>
          <SeasonList room={room} />
          <Calendar room={room} month={month} onMonth={(value) => set('month', value)} />
        </>
      )}
    </Page>
  )
}

function SeasonList({ room }: { room: number }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const seasons = useSeasons(room)
  const remove = useDeleteSeason(room)
  const errorText = useErrorText()
  const [editing, setEditing] = useState<Season | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Season | null>(null)
  const currency = useHotel().data?.currency ?? 'USD'

  return (
    <section aria-labelledby="seasons-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seasons-heading" className="font-semibold text-lg">
          {t('prices.seasons', { number: room })}
        </h2>
        <button type="button" onClick={() => setEditing('new')} className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('prices.addSeason')}
        </button>
      </div>
      {seasons.isPending ? (
        <LoadingState />
      ) : seasons.error ? (
        <ErrorPanel error={seasons.error} onRetry={() => seasons.refetch()} />
      ) : seasons.data.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={t('prices.noSeasons')}
          message={t('prices.noSeasonsMessage')}
        />
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-surface">
          {seasons.data.map((season) => {
            const dates = t('prices.seasonDates', {
              start: formatDay(season.start_date, locale),
              end: formatDay(season.end_date, locale),
            })
            return (
              <li key={season.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{dates}</p>
                  <p className="text-ink-soft text-sm tabular-nums">
                    {t('prices.perNight', { price: formatMoney(season.raw_tariff, currency, locale) })}
                  </p>
                </div>
                <EditDeleteButtons
                  editText={t('prices.edit')}
                  editLabel={t('prices.editSeason', { dates })}
                  onEdit={() => setEditing(season)}
                  deleteText={t('prices.delete')}
                  deleteLabel={t('prices.deleteSeason', { dates })}
                  onDelete={() => setDeleting(season)}
                />
              </li>
            )
          })}
        </ul>
      )}
      <SeasonDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        room={room}
        season={editing && editing !== 'new' ? editing : undefined}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <Confirm
        open={deleting !== null}
        title={t('prices.deleteTitle')}
        message={
          deleting
            ? t('prices.deleteMessage', {
                number: room,
                start: formatDay(deleting.start_date, locale),
                end: formatDay(deleting.end_date, locale),
              })
            : ''
        }
        confirmLabel={t('prices.delete')}
        tone="danger"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return
          try {
            toast.success((await remove.mutateAsync(deleting.id)).message)
          } catch (error) {
            toast.error(errorText(error))
          }
          setDeleting(null)
        }}
      />
    </section>
  )
}

function Calendar({
  room,
  month,
  onMonth,
}: {
  room: number
  month: string
  onMonth: (month: string) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const preview = usePricePreview(room, month)
  const monthWords = formatMonthOfYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)), locale)
  // "Diciembre de 2026": only the first letter is raised (CSS capitalize made it "Diciembre De 2026").
  const monthName = monthWords.charAt(0).toLocaleUpperCase(intlLocale(locale)) + monthWords.slice(1)
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${addDays('2024-01-01', i)}T00:00:00Z`),
    ),
  )

  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="preview-heading" className="font-semibold text-lg">
            {t('prices.preview')}
          </h2>
          <p className="text-ink-soft text-sm">{t('prices.previewIntro')}</p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => onMonth(shiftMonth(month, -1))}
            aria-label={t('prices.previousMonth')}
            className={buttonClass('secondary')}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <label className="sr-only" htmlFor="preview-month">
            {t('prices.month')}
          </label>
          <input
            id="preview-month"
            type="month"
            value={month}
            onChange={(event) => event.target.value && onMonth(readMonth(event.target.value))}
            className={selectClass}
          />
          <button
            type="button"
            onClick={() => onMonth(shiftMonth(month, 1))}
            aria-label={t('prices.nextMonth')}
            className={buttonClass('secondary')}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {preview.isPending ? (
        <LoadingState />
      ) : preview.error ? (
        <ErrorPanel error={preview.error} onRetry={() => preview.refetch()} />
      ) : (
        <>
          <p className="font-medium">{monthName}</p>
          <div className="flex flex-wrap gap-4 text-sm">
            <span className="inline-flex items-center gap-2">
              <span className="size-3 rounded-sm bg-clay-100 ring-1 ring-clay-400" aria-hidden="true" />
              {t('prices.legendSeason')}
            </span>
            <span className="inline-flex items-center gap-2">
              <span className="size-3 rounded-sm bg-surface ring-1 ring-line" aria-hidden="true" />
              {t('prices.legendTariff')}
            </span>
          </div>
          {/* Desk: a month grid, weeks from Monday. */}
          <div className="hidden md:block">
            <div className="grid grid-cols-7 gap-1" role="presentation">
              {weekdays.map((day) => (
                <div key={day} className="px-2 py-1 font-medium text-ink-soft text-xs uppercase">
                  {day}
                </div>
              ))}
              {Array.from({ length: leadingBlanks(month) }, (_, i) => (
                <div key={`blank-${String(i)}`} />
              ))}
              {preview.data.days.map((day) => (
                <DayCell key={day.date} day={day} preview={preview.data} compact />
              ))}
            </div>
          </div>
          {/* Phone: a list of days. */}
          <ul className="flex flex-col gap-2 md:hidden">
            {preview.data.days.map((day) => (
              <li key={day.date}>
                <DayCell day={day} preview={preview.data} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function DayCell({
  day,
  preview,
  compact = false,
}: {
  day: PricePreview['days'][number]
  preview: PricePreview
  compact?: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const inSeason = day.season_id !== null
  const label = compact
    ? String(Number(day.date.slice(8)))
    : new Intl.DateTimeFormat(intlLocale(locale), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${day.date}T00:00:00Z`))
  return (
    <div
      data-season={inSeason ? 'yes' : 'no'}
      className={`flex h-full flex-col gap-1 rounded-lg p-2 text-sm ring-1 ${
        inSeason ? 'bg-clay-50 ring-clay-400' : 'bg-surface ring-line'
      } ${compact ? 'min-h-24' : 'sm:flex-row sm:items-center sm:justify-between'}`}
    >
      <p className="flex items-center justify-between gap-2 font-semibold">
        <span>{label}</span>
        {inSeason && (
          <span className="rounded-full bg-clay-100 px-2 py-0.5 font-medium text-clay-700 text-xs">
            {t('prices.seasonMark')}
          </span>
        )}
      </p>
      <ul className={compact ? 'flex flex-col gap-0.5' : 'flex flex-wrap gap-x-4 gap-y-1'}>
        {day.prices.map((price) => (
          <li key={price.capacity} className="tabular-nums">
            <span className="text-ink-soft">{t('prices.guests', { count: price.capacity })} </span>
            <span className="font-medium">{formatMoney(price.price, preview.currency, locale)}</span>
            {price.promotion && price.price_after_promotion < price.price && (
              <span className="block text-pine-700 text-xs">
                {t('prices.withPromotion', {
                  price: formatMoney(price.price_after_promotion, preview.currency, locale),
                  discount: price.promotion.discount,
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
