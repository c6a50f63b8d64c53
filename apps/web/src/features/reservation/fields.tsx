import { addDays, type ClientUser, formatClockTime, formatMoney, type Room } from '@hotel/contract'
import {
  AlertCircle,
  BedDouble,
  Briefcase,
  Handshake,
  type LucideIcon,
  Mountain,
  Plus,
  Stethoscope,
  Trash2,
  Users,
} from 'lucide-react'
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { CountrySelect } from '../../components/country-select.tsx'
import { FieldError } from '../../components/field-error.tsx'
import { Field, TextAreaField, TextField } from '../../components/form.tsx'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import type { TFunction } from '../../i18n/translate.ts'
import { useHotel } from '../../lib/hotel.ts'
import { type CategoryValue, type DraftGuest, type DraftRoom, reservationCategoryValues } from './draft.ts'
import type { useStayRooms } from './queries.ts'

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  ref?: Ref<HTMLSelectElement>
  label: string
  error?: string | null
  hint?: ReactNode
  children: ReactNode
}

/** A labelled select with its hint and error, wired like the site's text fields. */
export function SelectField({ label, error, hint, className = '', children, ...select }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select className="field-input" {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  )
}

/**
 * A stay form's check-in `onChange` (dates step, modify form): a check-out on or before the new check-in
 * moves to the next day.
 */
export const checkOutFollows =
  (checkOut: () => string, setCheckOut: (day: string) => void) => (event: { target: { value: unknown } }) => {
    const value = String(event.target.value)
    const out = checkOut()
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && (!out || out <= value)) setCheckOut(addDays(value, 1))
  }

/** 1…max as <option>s. */
export function countOptions(max: number, label: (count: number) => string) {
  return Array.from({ length: Math.max(1, max) }, (_, index) => index + 1).map((count) => (
    <option key={count} value={count}>
      {label(count)}
    </option>
  ))
}

const categoryIcons: Record<CategoryValue, LucideIcon> = {
  medical_visit: Stethoscope,
  tour_operator_or_ngo: Handshake,
  companies: Briefcase,
  tourism: Mountain,
}

/** The four kinds of trip of the spec, as large radio cards. */
export function CategoryField({
  value,
  onChange,
  error,
  name,
}: {
  value: string
  onChange: (value: CategoryValue) => void
  error?: string
  name: string
}) {
  const { t } = useTranslation('reservations')
  const id = useId()
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{t('details.category')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {reservationCategoryValues.map((category) => {
          const Icon = categoryIcons[category]
          return (
            <label
              key={category}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 hover:border-pine-300 has-checked:border-pine-700 has-checked:bg-pine-50 has-checked:ring-1 has-checked:ring-pine-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600"
            >
              <input
                type="radio"
                name={name}
                value={category}
                checked={value === category}
                onChange={() => onChange(category)}
                aria-invalid={error ? true : undefined}
                className="size-4 shrink-0 accent-pine-700"
              />
              <Icon className="size-5 shrink-0 text-pine-700" aria-hidden="true" />
              <span className="font-medium text-ink">{t(`categories.${category}`)}</span>
            </label>
          )
        })}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  )
}

/** A registered form field and its message (react-hook-form's `register` plus the error's text). */
type FieldBinding = UseFormRegisterReturn & { error?: string }

/**
 * The estimated arrival time and the notes, both optional. `hints` explains them (the booking dialog);
 * the modify form, already filled in, goes without.
 */
export function ArrivalAndNotes({
  field,
  hints = false,
}: {
  field: (name: 'estimated_arrival_time' | 'additional_description') => FieldBinding
  hints?: boolean
}) {
  const { t } = useTranslation('reservations')
  const hotel = useHotel()
  const lng = usePageLanguage()
  return (
    <div className="grid grid-cols-1 gap-5">
      <TextField
        label={`${t('details.arrival')} (${t('common:form.optional')})`}
        type="time"
        className="sm:max-w-xs"
        hint={t('details.arrivalHint', { time: formatClockTime(hotel.check_in_time, lng) })}
        {...field('estimated_arrival_time')}
      />
      <TextAreaField
        label={`${t('details.notes')} (${t('common:form.optional')})`}
        hint={hints ? t('details.notesHint') : undefined}
        rows={3}
        maxLength={1000}
        className="[&_textarea]:min-h-24"
        {...field('additional_description')}
      />
    </div>
  )
}

/** The guest's details, all required, in a two-column grid the caller draws; `hints` as above. */
export function GuestFields({
  field,
  hints = false,
}: {
  field: (name: keyof DraftGuest) => FieldBinding
  hints?: boolean
}) {
  const { t } = useTranslation(['reservations', 'auth'])
  return (
    <>
      <TextField
        label={t('details.name')}
        required
        autoComplete="name"
        className="sm:col-span-2"
        {...field('name')}
      />
      <TextField
        label={t('auth:fields.email')}
        required
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField
        label={t('auth:fields.phone')}
        required
        type="tel"
        autoComplete="tel"
        hint={hints ? t('auth:fields.phoneHint') : undefined}
        {...field('phone')}
      />
      <TextField
        label={t('auth:fields.identification')}
        required
        autoComplete="off"
        {...field('identification')}
      />
      <CountrySelect label={t('auth:fields.country')} required {...field('country')} />
    </>
  )
}

export function guestFromProfile(user: ClientUser | null): DraftGuest {
  return {
    name: user ? `${user.name} ${user.last_name}`.trim() : '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    identification: user?.identification ?? '',
    country: user?.country ?? '',
  }
}

/** "Room 202 · Single room" */
export function roomName(t: TFunction, number: number, room: Room | null | undefined): string {
  const title = t('rooms:room.title', { number })
  return room ? `${title} · ${t(`rooms:typeRoom.${room.type}`)}` : title
}

type StayRooms = ReturnType<typeof useStayRooms>

/**
 * The rooms of a reservation: guests per room (up to each room's capacity), remove, add another room
 * from those free for the stay, and each room's price for the stay with the live total. `ownRooms` are
 * rooms the reservation being modified already holds: free for it even though the search leaves them out.
 */
export function RoomsEditor({
  rooms,
  onChange,
  info,
  stay,
  nights,
  errorOf,
  listError,
  ownRooms = [],
  showPrices = true,
}: {
  rooms: DraftRoom[]
  onChange: (rooms: DraftRoom[]) => void
  info: (number: number) => Room | null | undefined
  stay: StayRooms
  nights: number
  errorOf: (index: number) => string | undefined
  listError?: string
  ownRooms?: number[]
  showPrices?: boolean
}) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const [adding, setAdding] = useState(false)
  const listId = useId()
  const chosen = new Set(rooms.map((room) => room.number))
  const candidates = (stay.available ?? []).filter((room) => !chosen.has(room.number))
  const full = rooms.length >= 10

  const setGuests = (index: number, guests: number) =>
    onChange(rooms.map((room, i) => (i === index ? { ...room, guest_count: guests } : room)))

  return (
    <div className="grid grid-cols-1 gap-4">
      <ul className="grid grid-cols-1 gap-3">
        {rooms.map((line, index) => {
          const room = info(line.number)
          const free = ownRooms.includes(line.number) || stay.priceOf(line.number, 1) !== null
          const price = showPrices ? stay.priceOf(line.number, line.guest_count) : undefined
          const max = room?.max_guests ?? line.guest_count
          const error = !free && stay.available ? t('rooms.notFree', { number: line.number }) : errorOf(index)
          return (
            <li
              key={line.number}
              className={`card flex flex-col gap-3 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4 sm:p-4 ${error ? 'border-error-700' : ''}`}
              data-testid="reservation-room"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <RoomThumb room={room} />
                <div className="min-w-0">
                  <p className="font-semibold text-pine-950">{roomName(t, line.number, room)}</p>
                  <p className="flex items-center gap-1.5 text-sm text-ink-soft">
                    <Users className="size-4 shrink-0 text-pine-700" aria-hidden="true" />
                    {room ? t('rooms:card.guests', { count: room.max_guests }) : t('common:loading')}
                  </p>
                </div>
              </div>
              <div className="flex items-end gap-3 sm:items-center">
                <SelectField
                  label={t('summary.guests')}
                  aria-label={t('rooms.guests', { number: line.number })}
                  className="w-36 shrink-0"
                  value={line.guest_count}
                  error={null}
                  onChange={(event) => setGuests(index, Number(event.target.value))}
                  aria-invalid={errorOf(index) ? true : undefined}
                >
                  {countOptions(Math.max(max, line.guest_count), (count) =>
                    t('rooms:capacity.count', { count }),
                  )}
                </SelectField>
                {showPrices ? (
                  <p className="ml-auto min-w-24 text-right sm:min-w-28">
                    <span className="block text-xs text-ink-soft">
                      {t('rooms.stayPrice', { count: nights })}
                    </span>
                    <span className="font-semibold text-ink tabular-nums" data-testid="room-price">
                      {price
                        ? formatMoney(
                            price.total_after_promotion_cents ?? price.night_after_promotion_cents,
                            price.currency,
                            lng,
                            'when-any',
                          )
                        : price === null
                          ? '—'
                          : '…'}
                    </span>
                  </p>
                ) : (
                  <span className="ml-auto" />
                )}
                <button
                  type="button"
                  onClick={() => onChange(rooms.filter((_, i) => i !== index))}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line text-ink-soft hover:border-error-200 hover:bg-error-50 hover:text-error-700"
                  aria-label={t('rooms.remove', { number: line.number })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
              {error ? (
                <p className="flex items-start gap-1.5 text-sm text-error-700 sm:basis-full" role="alert">
                  <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {error}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      {listError ? (
        <p className="flex items-start gap-1.5 text-sm text-error-700" role="alert">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {listError}
        </p>
      ) : null}

      <div>
        <button
          type="button"
          className="btn btn-secondary w-full sm:w-auto"
          aria-expanded={adding}
          aria-controls={listId}
          disabled={full}
          onClick={() => setAdding((value) => !value)}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('rooms.add')}
        </button>
        {full ? (
          <p className="mt-1.5 text-sm text-ink-soft">{t('reservations.too_many_rooms', { max: 10 })}</p>
        ) : null}
        {adding && !full ? (
          <div id={listId} className="mt-3 rounded-card border border-line bg-sand/50 p-3 sm:p-4">
            <p className="text-sm text-ink-soft">{t('rooms.addIntro')}</p>
            {stay.error && !stay.available ? (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <p className="text-sm text-error-700">{t('rooms.loadError')}</p>
                <button type="button" className="btn btn-secondary" onClick={stay.refetch}>
                  {t('common:serverError.retry')}
                </button>
              </div>
            ) : !stay.available ? (
              <p className="mt-3 text-sm text-ink-soft" role="status">
                {t('common:loading')}
              </p>
            ) : candidates.length === 0 ? (
              <p className="mt-3 text-sm text-ink">{t('rooms.noneFree')}</p>
            ) : (
              <ul className="mt-3 grid grid-cols-1 max-h-80 gap-2 overflow-y-auto pr-1">
                {candidates.map((room) => (
                  <li
                    key={room.number}
                    className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2.5 sm:p-3"
                  >
                    <RoomThumb room={room} />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-ink">{roomName(t, room.number, room)}</p>
                      <p className="text-sm text-ink-soft">
                        {t('rooms:card.guests', { count: room.max_guests })}
                        {showPrices && room.price.total_after_promotion_cents !== null
                          ? ` · ${t('rooms.fromPrice', {
                              price: formatMoney(
                                room.price.total_after_promotion_cents,
                                room.price.currency,
                                lng,
                                'when-any',
                              ),
                            })}`
                          : ''}
                      </p>
                    </div>
                    <button
                      type="button"
                      className="btn btn-secondary shrink-0 px-3"
                      aria-label={t('rooms.addOne', { number: room.number })}
                      onClick={() => {
                        onChange([...rooms, { number: room.number, guest_count: 1 }])
                        setAdding(false)
                      }}
                    >
                      <Plus className="size-4" aria-hidden="true" />
                      {t('rooms.addShort')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </div>
    </div>
  )
}

function RoomThumb({ room }: { room: Room | null | undefined }) {
  const image = room?.images[0]
  if (!image)
    return (
      <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-pine-50 text-pine-300">
        <BedDouble className="size-6" aria-hidden="true" />
      </span>
    )
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes="56px"
      width={56}
      height={56}
      alt=""
      loading="lazy"
      className="size-14 shrink-0 rounded-lg bg-sand object-cover"
    />
  )
}
