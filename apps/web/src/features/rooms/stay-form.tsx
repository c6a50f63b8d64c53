import { hotelToday } from '@hotel/contract'
import { RotateCw } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { FieldError } from '../../components/field-error.tsx'
import { StayFields, stayChoiceOf } from '../../components/search-box.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { type StayError, validateStay } from '../../lib/validation.ts'
import type { RoomStay } from './search-state.ts'

/** The room page's dates and guests, to change them there (the page's address follows, and so its price). */
export function StayForm({ stay, onChange }: { stay: RoomStay; onChange: (stay: RoomStay) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [chosen, setChosen] = useState(() => stayChoiceOf(stay))
  const [error, setError] = useState<StayError | null>(null)
  // The hotel's day, on the server that renders the room page and in the browser alike.
  const today = hotelToday()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = validateStay(chosen.check_in, chosen.check_out, today)
    setError(problem)
    if (!problem) onChange(chosen)
  }
  const labelClass = 'mb-1 flex items-center gap-1.5 text-sm font-medium text-ink'
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('rooms:stay.change')}
      className="grid grid-cols-2 gap-3"
    >
      <StayFields
        id={id}
        labelClass={labelClass}
        today={today}
        error={error}
        invalidIn={error !== null && error !== 'search.errors.order'}
        invalidOut={error === 'search.errors.order'}
        stay={chosen}
        onChange={setChosen}
      />
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
