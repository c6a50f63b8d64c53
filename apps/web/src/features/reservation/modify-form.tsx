import {
  ApiError,
  addDays,
  hotelToday,
  nightsBetween,
  type Reservation,
  reservationUpdateSchema,
} from '@hotel/contract'
import { type ReactNode, useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { SubmitButton, TextField } from '../../components/form.tsx'
import { FormAlert } from '../../components/form-alert.tsx'
import { slot, withValue } from '../../components/with-value.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { schemaResolver } from '../../lib/forms.ts'
import { failureMessage, messageText } from '../../lib/messages.ts'
import { notify } from '../../lib/toast.ts'
import type { DraftRoom } from './draft.ts'
import { ArrivalAndNotes, CategoryField, checkOutFollows, GuestFields, RoomsEditor } from './fields.tsx'
import { useReservationActions, useRoomsInfo, useStayRooms } from './queries.ts'
import { type ChangeValues, changeValuesOf, updateBodyOf } from './status.ts'
import { modifyStepSchema, roomsStepSchema } from './steps.ts'

type FormValues = Omit<ChangeValues, 'rooms'>

/**
 * Modify a reservation (PATCH): dates, rooms and guests, the general information and the guest details,
 * with the booking dialog's pieces. Only what changed is sent; new dates or rooms are re-checked and
 * re-priced by the hotel.
 */
export function ModifyForm({
  reservation,
  accessKey,
  onDone,
}: {
  reservation: Reservation
  /** A mail link's key, sent instead of a session. */
  accessKey?: string | null
  onDone: () => void
}) {
  const { t } = useTranslation(['reservations', 'auth'])
  const [today] = useState(() => hotelToday())
  const initial = changeValuesOf(reservation)
  const [rooms, setRooms] = useState<DraftRoom[]>(initial.rooms)
  const [roomsChecked, setRoomsChecked] = useState(false)
  const [roomErrors, setRoomErrors] = useState<Record<number, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const actions = useReservationActions()
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormValues>({
    resolver: schemaResolver(modifyStepSchema(today)),
    defaultValues: {
      check_in: initial.check_in,
      check_out: initial.check_out,
      category: initial.category,
      estimated_arrival_time: initial.estimated_arrival_time,
      additional_description: initial.additional_description,
      user: initial.user,
    },
  })
  const checkIn = watch('check_in')
  const checkOut = watch('check_out')
  const nights = nightsBetween(checkIn, checkOut)
  const info = useRoomsInfo(rooms.map((room) => room.number))
  const stay = useStayRooms(nights > 0 ? { check_in: checkIn, check_out: checkOut } : null, [1])
  const own = reservation.rooms.map((room) => room.number)
  const roomsCheck = roomsStepSchema((number) => info.get(number)?.max_guests).safeParse({ rooms })
  const unavailable = stay.available
    ? rooms.filter((room) => !own.includes(room.number) && stay.priceOf(room.number, 1) === null)
    : []
  const roomIssue = (index: number) => {
    if (roomErrors[index]) return roomErrors[index]
    if (!roomsChecked || roomsCheck.success) return undefined
    const issue = roomsCheck.error.issues.find((entry) => entry.path[1] === index)
    const number = rooms[index]?.number ?? 0
    return messageText(t, issue, { number, max: info.get(number)?.max_guests ?? 1 })
  }
  const listIssue =
    roomsChecked && !roomsCheck.success
      ? roomsCheck.error.issues.find((entry) => entry.path.length === 1)
      : undefined

  const fields = [
    'check_in',
    'check_out',
    'category',
    'estimated_arrival_time',
    'additional_description',
    'user.name',
    'user.email',
    'user.phone',
    'user.identification',
    'user.country',
  ] as const satisfies readonly Path<FormValues>[]

  const onSubmit = handleSubmit(async (values) => {
    setRoomsChecked(true)
    setFailure(null)
    setRoomErrors({})
    if (!roomsCheck.success || unavailable.length) return
    const body = updateBodyOf(reservation, { ...values, rooms })
    if (Object.keys(body).length === 0) {
      setFailure(t('modify.nothing'))
      return
    }
    const checked = reservationUpdateSchema.safeParse(body)
    if (!checked.success) {
      setFailure(messageText(t, checked.error.issues[0]) ?? t('common:errors.server'))
      return
    }
    try {
      const answer = await actions.update(reservation.id, body, accessKey)
      void notify('success', answer.message)
      onDone()
    } catch (error) {
      setFailure(failureMessage(t, error))
      if (error instanceof ApiError && error.errors) {
        const perRoom: Record<number, string> = {}
        for (const [field, messages] of Object.entries(error.errors)) {
          const message = messages[0]
          if (!message) continue
          const room = /^rooms\.(\d+)\./.exec(field)
          if (room) perRoom[Number(room[1])] = message
          const name = fields.find((candidate) => candidate === field)
          if (name) setError(name, { type: 'server', message })
        }
        setRoomErrors(perRoom)
      }
    }
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The rooms are checked with the fields, whatever the fields say.
        setRoomsChecked(true)
        void onSubmit(event)
      }}
      className="card grid grid-cols-1 gap-6 p-4 sm:p-6"
      aria-labelledby="modify-title"
    >
      <div>
        <h3 id="modify-title" className="text-lg font-bold text-pine-950">
          {withValue(t('modify.title', { reference: slot }), reservation.reference)}
        </h3>
        <p className="mt-1 text-ink-soft">{t('modify.intro')}</p>
      </div>
      <Section title={t('modify.dates')}>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            label={t('common:search.checkIn')}
            type="date"
            min={today}
            required
            error={messageText(t, errors.check_in)}
            {...register('check_in', {
              deps: isSubmitted ? ['check_out'] : [],
              onChange: checkOutFollows(
                () => getValues('check_out'),
                (day) => setValue('check_out', day, { shouldValidate: isSubmitted }),
              ),
            })}
          />
          <TextField
            label={t('common:search.checkOut')}
            type="date"
            min={checkIn ? addDays(checkIn, 1) : addDays(today, 1)}
            required
            error={messageText(t, errors.check_out)}
            {...register('check_out', { deps: isSubmitted ? ['check_in'] : [] })}
          />
        </div>
      </Section>
      <Section title={t('steps.rooms')}>
        <RoomsEditor
          rooms={rooms}
          onChange={(next) => {
            setRooms(next)
            setRoomErrors({})
          }}
          info={info.get}
          stay={stay}
          nights={nights}
          errorOf={roomIssue}
          listError={messageText(t, listIssue, { max: 10 })}
          ownRooms={own}
          showPrices={false}
        />
        <p className="mt-3 text-sm text-ink-soft">{t('modify.reprice')}</p>
      </Section>
      <Section title={t('steps.details')}>
        <div className="grid grid-cols-1 gap-5">
          <CategoryField
            name="modify-category"
            value={watch('category')}
            onChange={(value) =>
              setValue('category', value, { shouldValidate: isSubmitted, shouldDirty: true })
            }
            error={messageText(t, errors.category)}
          />
          <ArrivalAndNotes field={(name) => ({ error: messageText(t, errors[name]), ...register(name) })} />
        </div>
      </Section>
      <Section title={t('details.guest')}>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <GuestFields
            field={(name) => ({ error: messageText(t, errors.user?.[name]), ...register(`user.${name}`) })}
          />
        </div>
      </Section>
      {failure ? <FormAlert testId="modify-error">{failure}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={isSubmitting}>
          {t('modify.discard')}
        </button>
        <SubmitButton busy={isSubmitting}>{t('modify.save')}</SubmitButton>
      </div>
    </form>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-3">
      <legend className="mb-3 font-semibold text-pine-950">{title}</legend>
      {children}
    </fieldset>
  )
}
