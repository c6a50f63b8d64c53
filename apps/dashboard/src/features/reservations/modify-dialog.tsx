import {
  type DeskReservation,
  type DeskReservationUpdate,
  deskReservationUpdateSchema,
  maxRoomsPerReservation,
  type Permission,
} from '@hotel/contract'
import { Plus, Trash2 } from 'lucide-react'
import { type FieldError, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../components/button-styles.ts'
import { FormDialog } from '../../components/dialog.tsx'
import { DialogAlert } from '../../components/dialog-alert.tsx'
import { Field, inputClass } from '../../components/field.tsx'
import { reservationApi, useReservationAction } from './api.ts'
import { nestErrors, schemaErrors, useReservationErrorText } from './parts.tsx'
import {
  OverrideReasonField,
  StayCategoryArrivalFields,
  StayDateFields,
  StayNotesField,
  useOverrideReason,
} from './stay-fields.tsx'
import { useStayForm } from './stay-form.ts'

interface ModifyValues {
  check_in: string
  check_out: string
  rooms: { number: string; guest_count: string }[]
  category: string
  estimated_arrival_time: string
  additional_description: string
  override_reason: string
}

export const modifyValues = (reservation: DeskReservation): ModifyValues => ({
  check_in: reservation.check_in,
  check_out: reservation.check_out,
  rooms: reservation.rooms.map((room) => ({
    number: String(room.number),
    guest_count: String(room.guest_count),
  })),
  category: reservation.category,
  estimated_arrival_time: reservation.estimated_arrival_time?.slice(0, 5) ?? '',
  additional_description: reservation.additional_description ?? '',
  override_reason: '',
})

/** "12" -> 12; anything else stays as typed, for the schema to refuse. */
const toWhole = (value: string): number | string => {
  const trimmed = value.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/**
 * The PATCH body: only what changed (new dates together; the rooms when they changed), and the override
 * reason when the deadline has passed. An empty object: nothing to save.
 */
export function modifyBody(
  values: ModifyValues,
  reservation: DeskReservation,
  withOverride: boolean,
): DeskReservationUpdate {
  const body: Record<string, unknown> = {}
  if (values.check_in !== reservation.check_in || values.check_out !== reservation.check_out) {
    body.check_in = values.check_in
    body.check_out = values.check_out
  }
  const rooms = values.rooms.map((room) => ({
    number: toWhole(room.number),
    guest_count: toWhole(room.guest_count),
  }))
  const before = reservation.rooms.map((room) => ({ number: room.number, guest_count: room.guest_count }))
  if (JSON.stringify(rooms) !== JSON.stringify(before)) body.rooms = rooms
  if (values.category !== reservation.category) body.category = values.category
  const arrival = values.estimated_arrival_time.trim()
  if (arrival !== (reservation.estimated_arrival_time?.slice(0, 5) ?? ''))
    body.estimated_arrival_time = arrival || null
  const notes = values.additional_description.trim()
  if (notes !== (reservation.additional_description ?? '')) body.additional_description = notes || null
  if (withOverride && Object.keys(body).length > 0) body.override_reason = values.override_reason.trim()
  return body as DeskReservationUpdate
}

/** Modify a reserved stay: dates, rooms and their guests, category, arrival time, notes. */
export function ModifyDialog({
  open,
  reservation,
  permissions,
  onClose,
}: {
  open: boolean
  reservation: DeskReservation
  permissions: readonly Permission[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const fieldError = useReservationErrorText()
  const override = useOverrideReason(reservation, permissions)
  const { withOverride } = override
  const action = useReservationAction((body: DeskReservationUpdate) =>
    reservationApi.update(reservation.id, body),
  )
  const { register, control, errors, refusal, submitWith } = useStayForm<ModifyValues>({
    open,
    initial: () => modifyValues(reservation),
    resolver: async (values) => {
      const body = modifyBody(values, reservation, withOverride)
      const errors: Record<string, { type: string; message: string }> =
        Object.keys(body).length === 0
          ? { root: { type: 'custom', message: 'reservations.nothingChanged' } }
          : withOverride && !values.override_reason.trim()
            ? { override_reason: { type: 'required', message: 'validation.required' } }
            : schemaErrors(deskReservationUpdateSchema, body)
      if (Object.keys(errors).length === 0) return { values, errors: {} }
      return { values: {}, errors: nestErrors(errors) as never }
    },
    onOpen: override.reset,
    onClose,
    fields: [
      'check_in',
      'check_out',
      'category',
      'estimated_arrival_time',
      'additional_description',
      'override_reason',
    ],
    onRefusal: override.noteRefusal,
  })
  const rooms = useFieldArray({ control, name: 'rooms' })

  const submit = submitWith((values) => action.mutateAsync(modifyBody(values, reservation, withOverride)))

  const rootMessage =
    errors.root?.message ?? (errors.rooms as { root?: FieldError } | undefined)?.root?.message
  const roomsError = (errors.rooms as FieldError | undefined)?.message

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('reservations.modifyTitle', { reference: reservation.reference })}
      description={t('reservations.modifyIntro')}
      className="max-w-2xl"
      submitLabel={t('reservations.saveChanges')}
      pending={action.isPending}
      onSubmit={submit}
    >
      <DialogAlert
        message={
          refusal ?? (rootMessage ? (fieldError({ type: 'custom', message: rootMessage }) ?? null) : null)
        }
      />
      <div className="grid grid-cols-2 gap-4">
        <StayDateFields register={register} errors={errors} />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium text-sm">{t('reservations.rooms')}</legend>
        {roomsError && (
          <p className="text-error-700 text-sm">{fieldError({ type: 'custom', message: roomsError })}</p>
        )}
        {rooms.fields.map((field, index) => {
          const error = errors.rooms?.[index]
          return (
            <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
              <Field label={t('reservations.roomNumber')} error={fieldError(error?.number)}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`rooms.${index}.number`)}
                    inputMode="numeric"
                    className={inputClass(Boolean(error?.number))}
                  />
                )}
              </Field>
              <Field
                label={t('reservations.guests')}
                error={fieldError(error?.guest_count, { min: 1, max: 20 })}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register(`rooms.${index}.guest_count`)}
                    inputMode="numeric"
                    className={inputClass(Boolean(error?.guest_count))}
                  />
                )}
              </Field>
              <button
                type="button"
                onClick={() => rooms.remove(index)}
                disabled={rooms.fields.length === 1}
                aria-label={t('reservations.removeRoom')}
                className={buttonClass('quiet', { padding: 'px-3' })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          )
        })}
        {rooms.fields.length < maxRoomsPerReservation && (
          <button
            type="button"
            onClick={() => rooms.append({ number: '', guest_count: '1' })}
            className={buttonClass('secondary', { className: 'justify-self-start' })}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('reservations.addRoom')}
          </button>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <StayCategoryArrivalFields register={register} errors={errors} />
      </div>
      <StayNotesField register={register} errors={errors} rows={3} />
      {withOverride && <OverrideReasonField register={register} error={errors.override_reason} rows={2} />}
    </FormDialog>
  )
}
