import { addDays, hotelToday } from '@hotel/contract'
import { CalendarDays, RotateCw, Users } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { FieldError } from '../../components/field-error.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { type StayError, validateStay } from '../../lib/validation.ts'
import { maxAdults, type RoomStay } from './search-state.ts'

const adultOptions = Array.from({ length: maxAdults }, (_, index) => index + 1)

/** The room page's dates and guests, to change them there (the page's address follows, and so its price). */
export function StayForm({ stay, onChange }: { stay: RoomStay; onChange: (stay: RoomStay) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [checkIn, setCheckIn] = useState(stay.check_in ?? '')
  const [checkOut, setCheckOut] = useState(stay.check_out ?? '')
  const [adults, setAdults] = useState(stay.adults ?? 2)
  const [error, setError] = useState<StayError | null>(null)
  // The hotel's day, on the server that renders the room page and in the browser alike.
  const today = hotelToday()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = validateStay(checkIn, checkOut, today)
    setError(problem)
    if (!problem) onChange({ check_in: checkIn, check_out: checkOut, adults })
  }
  const labelClass = 'mb-1 flex items-center gap-1.5 text-sm font-medium text-ink'
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('rooms:stay.change')}
      className="grid grid-cols-2 gap-3"
    >
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
          value={checkIn}
          min={today}
          onChange={(event) => {
            const value = event.target.value
            setCheckIn(value)
            if (value && (!checkOut || checkOut <= value)) setCheckOut(addDays(value, 1))
          }}
          aria-invalid={(error !== null && error !== 'search.errors.order') || undefined}
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
          value={checkOut}
          min={checkIn ? addDays(checkIn, 1) : today}
          onChange={(event) => setCheckOut(event.target.value)}
          aria-invalid={error === 'search.errors.order' || undefined}
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
          value={adults}
          onChange={(event) => setAdults(Number(event.target.value))}
        >
          {adultOptions.map((value) => (
            <option key={value} value={value}>
              {t('search.adultCount', { count: value })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end">
        <button type="submit" className="btn btn-secondary w-full">
          <RotateCw className="size-4" aria-hidden="true" />
          {t('rooms:stay.update')}
        </button>
      </div>
      {error ? (
        <div className="col-span-2" role="alert">
          <FieldError id={`${id}-error`} error={t(error)} />
        </div>
      ) : null}
    </form>
  )
}
