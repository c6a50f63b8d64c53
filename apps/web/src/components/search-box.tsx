import { addDays, hotelToday } from '@hotel/contract'
import { BedDouble, CalendarDays, Search, Users } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'
import { type StayError, validateStay } from '../lib/validation.ts'
import { FieldError } from './field-error.tsx'

export interface StaySearch {
  check_in: string
  check_out: string
  adults: number
  beds: number
}

const adultOptions = [1, 2, 3, 4, 5, 6, 7, 8]
const bedOptions = [1, 2, 3, 4]

/** Query string of a search on /books. */
function searchParamsOf(search: StaySearch): string {
  return new URLSearchParams({
    check_in: search.check_in,
    check_out: search.check_out,
    adults: String(search.adults),
    beds: String(search.beds),
  }).toString()
}

/**
 * Dates and guests; submitting opens /books with them. The dates must be a range, check-in first and
 * not in the past (hotel time).
 */
export function SearchBox({
  initial,
  layout = 'stacked',
  className = '',
  onSearch,
}: {
  initial?: Partial<StaySearch>
  layout?: 'stacked' | 'inline'
  className?: string
  /** Instead of opening /books with the stay (the /books page keeps its filters). */
  onSearch?: (search: StaySearch) => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const [stay, setStay] = useState(() => stayChoiceOf(initial))
  const [beds, setBeds] = useState(initial?.beds ?? 1)
  const [error, setError] = useState<StayError | null>(null)
  // Known in the browser only: the pre-rendered page must not carry the build day.
  const [today, setToday] = useState<string | undefined>()
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    setToday(hotelToday())
    // The page shows before its code runs: keep what was chosen before hydration (the next render would
    // put the state's values back).
    const fields = form.current?.elements as unknown as Record<
      'check_in' | 'check_out' | 'adults' | 'beds',
      HTMLInputElement
    >
    setStay({
      check_in: fields.check_in.value,
      check_out: fields.check_out.value,
      adults: +fields.adults.value,
    })
    setBeds(+fields.beds.value)
  }, [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = validateStay(stay.check_in, stay.check_out, today ?? hotelToday())
    setError(problem)
    if (problem) {
      event.currentTarget
        .querySelector<HTMLInputElement>(
          problem === 'search.errors.order' ? `#${CSS.escape(`${id}-out`)}` : `#${CSS.escape(`${id}-in`)}`,
        )
        ?.focus()
      return
    }
    const search = { ...stay, beds }
    if (onSearch) onSearch(search)
    else navigate(`/books?${searchParamsOf(search)}`)
  }

  const invalidIn = error === 'search.errors.range' ? !stay.check_in : error === 'search.errors.past'
  const invalidOut = error === 'search.errors.range' ? !stay.check_out : error === 'search.errors.order'
  const inline = layout === 'inline'
  const labelClass = 'mb-1.5 flex items-center gap-1.5 text-sm font-medium text-ink'

  return (
    // Sent before hydration, the plain form opens /books with the same query.
    <form
      ref={form}
      action="/books"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('search.label')}
      className={`grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 ${inline ? 'lg:grid-cols-[1fr_1fr_0.7fr_0.7fr_auto] lg:items-end' : ''} ${className}`}
    >
      <StayFields
        id={id}
        labelClass={labelClass}
        today={today}
        error={error}
        invalidIn={invalidIn}
        invalidOut={invalidOut}
        stay={stay}
        onChange={setStay}
      />
      <div>
        <label htmlFor={`${id}-beds`} className={labelClass}>
          <BedDouble className="size-4 text-pine-700" aria-hidden="true" />
          {t('search.beds')}
        </label>
        <select
          id={`${id}-beds`}
          name="beds"
          className="field-input tabular-nums"
          value={beds}
          onChange={(event) => setBeds(Number(event.target.value))}
        >
          {bedOptions.map((value) => (
            <option key={value} value={value}>
              {t('search.bedCount', { count: value })}
            </option>
          ))}
        </select>
      </div>
      <div className={inline ? 'col-span-2 lg:col-span-1' : 'col-span-2'}>
        <button type="submit" className="btn btn-primary w-full min-h-12 text-base">
          <Search className="size-5" aria-hidden="true" />
          {t('search.submit')}
        </button>
      </div>
      {error ? (
        <div className={`col-span-2 -mt-2 ${inline ? 'lg:col-span-5' : ''}`} role="alert">
          <FieldError id={`${id}-error`} error={t(error)} />
        </div>
      ) : null}
    </form>
  )
}

/** The check-in, check-out and adults StayFields edits. */
export type StayChoice = Omit<StaySearch, 'beds'>

/** A stay to start StayFields from: what is known of it, two adults until chosen. */
export function stayChoiceOf(stay: Partial<StayChoice> = {}): StayChoice {
  return { check_in: stay.check_in ?? '', check_out: stay.check_out ?? '', adults: stay.adults ?? 2 }
}

/**
 * The check-in, check-out and adults fields of a stay, in the search box and the room page's stay form:
 * a check-in on or after the check-out moves the check-out to the next day.
 */
export function StayFields({
  id,
  labelClass,
  today,
  error,
  invalidIn,
  invalidOut,
  stay,
  onChange,
}: {
  /** The form's `useId()`: the fields are `${id}-in`, `${id}-out` and `${id}-adults`, the error `${id}-error`. */
  id: string
  labelClass: string
  today: string | undefined
  error: StayError | null
  invalidIn: boolean
  invalidOut: boolean
  stay: StayChoice
  onChange: (stay: StayChoice) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <div>
        <label htmlFor={`${id}-in`} className={labelClass}>
          <CalendarDays className="size-4 text-pine-700" aria-hidden="true" />
          {t('search.checkIn')}
        </label>
        <input
          id={`${id}-in`}
          name="check_in"
          type="date"
          className="field-input tabular-nums"
          value={stay.check_in}
          min={today}
          onChange={(event) => {
            const value = event.target.value
            const follows = value && (!stay.check_out || stay.check_out <= value)
            onChange({ ...stay, check_in: value, check_out: follows ? addDays(value, 1) : stay.check_out })
          }}
          aria-invalid={invalidIn || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div>
        <label htmlFor={`${id}-out`} className={labelClass}>
          <CalendarDays className="size-4 text-pine-700" aria-hidden="true" />
          {t('search.checkOut')}
        </label>
        <input
          id={`${id}-out`}
          name="check_out"
          type="date"
          className="field-input tabular-nums"
          value={stay.check_out}
          min={stay.check_in ? addDays(stay.check_in, 1) : today}
          onChange={(event) => onChange({ ...stay, check_out: event.target.value })}
          aria-invalid={invalidOut || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div>
        <label htmlFor={`${id}-adults`} className={labelClass}>
          <Users className="size-4 text-pine-700" aria-hidden="true" />
          {t('search.adults')}
        </label>
        <select
          id={`${id}-adults`}
          name="adults"
          className="field-input tabular-nums"
          value={stay.adults}
          onChange={(event) => onChange({ ...stay, adults: Number(event.target.value) })}
        >
          {adultOptions.map((value) => (
            <option key={value} value={value}>
              {t('search.adultCount', { count: value })}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
