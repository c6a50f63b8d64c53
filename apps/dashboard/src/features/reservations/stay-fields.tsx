import { type DeskReservation, type Permission, reservationCategories } from '@hotel/contract'
import { useState } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field, inputClass } from '../../components/field.tsx'
import { asksOverrideReason, serverErrors, useReservationErrorText } from './parts.tsx'

/** The fields of a stay that the desk's booking form and the modify dialog both hold, by the same names. */
type StayField = 'check_in' | 'check_out' | 'category' | 'estimated_arrival_time' | 'additional_description'

/** What the stay's fields read of the form: react-hook-form's register and errors, for these names. */
interface StayFieldsProps {
  register: (name: StayField) => UseFormRegisterReturn
  errors: Partial<Record<StayField, FieldError>>
}

/** Check-in and check-out dates; `checkInMin` and `checkOutMin` keep the date pickers from the past. */
export function StayDateFields({
  register,
  errors,
  checkInMin,
  checkOutMin,
}: StayFieldsProps & { checkInMin?: string; checkOutMin?: string }) {
  const { t } = useTranslation()
  const fieldError = useReservationErrorText()
  return (
    <>
      <Field label={t('reservations.checkInDate')} error={fieldError(errors.check_in)}>
        {(props) => (
          <input
            {...props}
            {...register('check_in')}
            type="date"
            min={checkInMin}
            className={inputClass(Boolean(errors.check_in))}
          />
        )}
      </Field>
      <Field label={t('reservations.checkOutDate')} error={fieldError(errors.check_out)}>
        {(props) => (
          <input
            {...props}
            {...register('check_out')}
            type="date"
            min={checkOutMin}
            className={inputClass(Boolean(errors.check_out))}
          />
        )}
      </Field>
    </>
  )
}

/** The stay's category and the guest's estimated arrival time. */
export function StayCategoryArrivalFields({ register, errors }: StayFieldsProps) {
  const { t } = useTranslation()
  const fieldError = useReservationErrorText()
  return (
    <>
      <Field label={t('reservations.category')} error={fieldError(errors.category)}>
        {(props) => (
          <select {...props} {...register('category')} className={inputClass(Boolean(errors.category))}>
            {reservationCategories.map((value) => (
              <option key={value} value={value}>
                {t(`reservations.categories.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('reservations.arrival')} optional error={fieldError(errors.estimated_arrival_time)}>
        {(props) => (
          <input
            {...props}
            {...register('estimated_arrival_time')}
            type="time"
            className={inputClass(Boolean(errors.estimated_arrival_time))}
          />
        )}
      </Field>
    </>
  )
}

/** The reservation's notes, `rows` lines tall. */
export function StayNotesField({
  register,
  errors,
  rows,
  className,
}: StayFieldsProps & { rows: number; className?: string }) {
  const { t } = useTranslation()
  const fieldError = useReservationErrorText()
  return (
    <Field
      label={t('reservations.notes')}
      optional
      error={fieldError(errors.additional_description, { max: 1000 })}
      className={className}
    >
      {(props) => (
        <textarea
          {...props}
          {...register('additional_description')}
          rows={rows}
          className={inputClass(Boolean(errors.additional_description))}
        />
      )}
    </Field>
  )
}

/**
 * Whether a change (a modification, a cancellation) asks for the override reason: past the deadline for those
 * who may give one, or once the server asked for it (the deadline passed while the dialog was open).
 */
export function useOverrideReason(
  reservation: Pick<DeskReservation, 'can_change' | 'status'>,
  permissions: readonly Permission[],
) {
  const [serverAsked, setServerAsked] = useState(false)
  return {
    withOverride:
      asksOverrideReason(reservation, permissions) ||
      (serverAsked && permissions.includes('reservations.override_deadline')),
    /** On opening the dialog again: only the deadline decides. */
    reset: () => setServerAsked(false),
    /** A refusal that names override_reason: ask for it from now on. */
    noteRefusal: (error: unknown) => {
      if (serverErrors(error)?.override_reason) setServerAsked(true)
    },
  }
}

/** The reason for changing a stay past its deadline, `rows` lines tall. */
export function OverrideReasonField({
  register,
  error,
  rows,
}: {
  register: (name: 'override_reason') => UseFormRegisterReturn
  error: FieldError | undefined
  rows: number
}) {
  const { t } = useTranslation()
  const fieldError = useReservationErrorText()
  return (
    <Field
      label={t('reservations.overrideReason')}
      hint={t('reservations.overrideHint')}
      error={fieldError(error, { min: 3, max: 500 })}
    >
      {(control) => (
        <textarea
          {...control}
          {...register('override_reason')}
          rows={rows}
          className={inputClass(Boolean(error))}
        />
      )}
    </Field>
  )
}
