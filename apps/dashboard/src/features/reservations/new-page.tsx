import {
  addDays,
  type ClientCreate,
  type ClientListItem,
  clientCreateSchema,
  type DeskReservationCreate,
  deskReservationCreateSchema,
  formatMoney,
  formatPhone,
  hotelToday,
  maxRoomsPerReservation,
  type Room,
  type StaffClient,
} from '@hotel/contract'
import { Check, Plus, UserPlus, X } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { SearchBox } from '../../components/data-table/search-box.tsx'
import { DetailHeader } from '../../components/detail-header.tsx'
import { DetailPage } from '../../components/detail-page.tsx'
import { DialogAlert } from '../../components/dialog-alert.tsx'
import { useDocumentTitle } from '../../components/document-title.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { LoadingState, Spinner } from '../../components/loading-state.tsx'
import { applyServerErrors, schemaResolver } from '../../lib/forms.ts'
import { useHotel } from '../../lib/hotel.ts'
import { useLocale } from '../../lib/locale.ts'
import { useClientList, useCreateClient } from '../clients/api.ts'
import { blankContact, ClientContactFields, contactFields } from '../clients/client-fields.tsx'
import { reservationApi, useFreeRooms, useReservationAction } from './api.ts'
import { nestErrors, readDay, schemaErrors, useReservationErrorText } from './parts.tsx'
import { StayCategoryArrivalFields, StayDateFields, StayNotesField } from './stay-fields.tsx'

/** The client the stay is for: enough to show who was chosen. */
type ChosenClient = Pick<StaffClient, 'id' | 'name' | 'last_name' | 'email' | 'phone'>

interface StayValues {
  check_in: string
  check_out: string
  guests: string
  category: string
  estimated_arrival_time: string
  additional_description: string
  promotional_code: string
}

/** A picked room and its guests. */
type PickedRooms = Record<number, number>

/** The POST /staff/reservations body: the client, the stay, its rooms (by number, in order). */
function bookingBody(
  client: ChosenClient | null,
  values: StayValues,
  rooms: PickedRooms,
): DeskReservationCreate {
  const text = (value: string) => value.trim() || undefined
  return {
    client_id: client?.id ?? '',
    check_in: values.check_in,
    check_out: values.check_out,
    rooms: Object.entries(rooms)
      .map(([number, guests]) => ({ number: Number(number), guest_count: guests }))
      .sort((a, b) => a.number - b.number),
    category: values.category as DeskReservationCreate['category'],
    estimated_arrival_time: text(values.estimated_arrival_time),
    additional_description: text(values.additional_description),
    promotional_code: text(values.promotional_code),
  }
}

const listParams = (search: string) =>
  ({ page: 1, per_page: 8, order_by: 'name', order_direction: 'asc', search }) as const

/** "New reservation" at the desk: the client (found or created as a walk-in), the stay and its rooms, booked. */
export default function NewReservationPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('reservations.newTitle'))
  const navigate = useNavigate()
  const errorText = useErrorText()
  const fieldError = useReservationErrorText()
  const locale = useLocale()
  const currency = useHotel().data?.currency ?? 'USD'
  const [client, setClient] = useState<ChosenClient | null>(null)
  const [clientError, setClientError] = useState<string | null>(null)
  const [rooms, setRooms] = useState<PickedRooms>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const today = hotelToday()
  const create = useReservationAction((body: DeskReservationCreate) => reservationApi.create(body))

  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<StayValues>({
    resolver: async (values) => {
      const flat = schemaErrors(deskReservationCreateSchema, bookingBody(client, values, rooms))
      return Object.keys(flat).length
        ? { values: {}, errors: nestErrors(flat) as never }
        : { values, errors: {} }
    },
    defaultValues: {
      check_in: today,
      check_out: addDays(today, 1),
      guests: '2',
      category: 'tourism',
      estimated_arrival_time: '',
      additional_description: '',
      promotional_code: '',
    },
  })

  const checkIn = readDay(watch('check_in'))
  const checkOut = readDay(watch('check_out'))
  const guests = Number(watch('guests'))
  const code = watch('promotional_code').trim()
  const searchable =
    checkIn &&
    checkOut &&
    checkOut > checkIn &&
    checkIn >= today &&
    Number.isInteger(guests) &&
    guests >= 1 &&
    guests <= 20
  const free = useFreeRooms(
    searchable
      ? { check_in: checkIn, check_out: checkOut, guests, promotional_code: code || undefined }
      : null,
  )
  const freeRooms = free.data?.data ?? []
  const picked = Object.keys(rooms).length

  const toggleRoom = (room: Room) =>
    setRooms((current) => {
      const next = { ...current }
      if (next[room.number] !== undefined) delete next[room.number]
      else if (Object.keys(next).length < maxRoomsPerReservation)
        next[room.number] = Math.min(Math.max(guests || 1, 1), room.max_guests)
      return next
    })

  const submit = handleSubmit(
    async (values) => {
      setRefusal(null)
      try {
        const answer = await create.mutateAsync(bookingBody(client, values, rooms))
        toast.success(answer.message)
        void navigate(`/reservations/${answer.data.id}`)
      } catch (error) {
        const shown = applyServerErrors(error, setError, [
          'check_in',
          'check_out',
          'category',
          'estimated_arrival_time',
          'additional_description',
          'promotional_code',
        ])
        if (shown.length === 0) setRefusal(errorText(error))
      }
    },
    (invalid) => {
      const all = invalid as Record<string, { message?: string; type?: string } | undefined>
      if (all.client_id)
        setClientError(fieldError({ type: 'custom', message: all.client_id.message ?? '' }) ?? null)
    },
  )

  const roomsError = (errors as Record<string, { message?: string; type?: string } | undefined>).rooms

  return (
    <DetailPage back="/reservations" backLabel={t('reservations.back')}>
      <DetailHeader
        title={t('reservations.newTitle')}
        subtitle={<p className="mt-2 max-w-prose text-ink-soft">{t('reservations.newIntro')}</p>}
      />

      <Step number={1} title={t('reservations.stepClient')}>
        <ClientStep
          client={client}
          error={clientError}
          onChoose={(chosen) => {
            setClient(chosen)
            setClientError(null)
          }}
        />
      </Step>

      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <Step number={2} title={t('reservations.stepStay')}>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <StayDateFields
              register={register}
              errors={errors}
              checkInMin={today}
              checkOutMin={checkIn ? addDays(checkIn, 1) : undefined}
            />
            <Field label={t('reservations.guestsPerRoom')}>
              {(props) => (
                <input
                  {...props}
                  {...register('guests')}
                  type="number"
                  min={1}
                  max={20}
                  inputMode="numeric"
                  className={inputClass(false)}
                />
              )}
            </Field>
            <Field label={t('reservations.promoCode')} optional error={fieldError(errors.promotional_code)}>
              {(props) => (
                <input
                  {...props}
                  {...register('promotional_code')}
                  autoComplete="off"
                  className={inputClass(Boolean(errors.promotional_code), 'uppercase')}
                />
              )}
            </Field>
          </div>

          <h3 className="mt-5 mb-2 font-semibold text-sm">
            {t('reservations.freeRooms')}
            {picked > 0 && (
              <span className="ms-2 font-normal text-ink-soft">
                {t('reservations.picked', { count: picked })}
              </span>
            )}
          </h3>
          {searchable && freeRooms.length > 0 && (
            <p className="mb-2 text-ink-soft text-sm">
              {t('reservations.pricesFor', { count: freeRooms[0]?.price.nights ?? 1, guests })}
            </p>
          )}
          {roomsError?.message && (
            <p className="mb-2 text-error-700 text-sm" role="alert">
              {fieldError({ type: roomsError.type ?? 'custom', message: roomsError.message })}
            </p>
          )}
          {!searchable ? (
            <p className="text-ink-soft text-sm">{t('reservations.pickDates')}</p>
          ) : !free.data ? (
            free.error ? (
              <ErrorPanel error={free.error} onRetry={() => void free.refetch()} />
            ) : (
              <LoadingState />
            )
          ) : freeRooms.length === 0 ? (
            <p className="text-ink-soft text-sm">{t('reservations.noFreeRooms')}</p>
          ) : (
            <ul className={`grid gap-2 sm:grid-cols-2 ${free.isPlaceholderData ? 'opacity-60' : ''}`}>
              {freeRooms.map((room) => {
                const chosen = rooms[room.number]
                const price = room.price
                const total = price.total_after_promotion_cents ?? price.night_after_promotion_cents
                const before = price.total_cents ?? price.night_cents
                return (
                  <li
                    key={room.id}
                    className={`flex flex-col rounded-lg border ${chosen !== undefined ? 'border-pine-700 bg-pine-50' : 'border-line'}`}
                  >
                    <button
                      type="button"
                      onClick={() => toggleRoom(room)}
                      aria-pressed={chosen !== undefined}
                      className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-start hover:bg-pine-50"
                    >
                      <span
                        aria-hidden="true"
                        className={`flex size-6 shrink-0 items-center justify-center rounded-md border ${chosen !== undefined ? 'border-pine-700 bg-pine-700 text-white' : 'border-line-strong'}`}
                      >
                        {chosen !== undefined ? <Check className="size-4" /> : <Plus className="size-4" />}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold">
                          {t('reservations.roomLabel', { number: room.number })}
                        </span>
                        <span className="block text-ink-soft text-sm">
                          {t(`rooms.types.${room.type}`)} ·{' '}
                          {t('reservations.upTo', { count: room.max_guests })}
                        </span>
                      </span>
                      <span className="text-end">
                        <span className="block font-semibold tabular-nums">
                          {formatMoney(total, price.currency, locale)}
                        </span>
                        {before !== total && (
                          <span className="block text-ink-soft text-sm tabular-nums line-through">
                            {formatMoney(before, price.currency, locale)}
                          </span>
                        )}
                      </span>
                    </button>
                    {chosen !== undefined && (
                      <label className="flex items-center justify-end gap-2 border-pine-700/20 border-t px-3 py-2 text-sm">
                        <span>{t('reservations.guestsIn', { number: room.number })}</span>
                        <select
                          value={chosen}
                          onChange={(event) =>
                            setRooms((current) => ({ ...current, [room.number]: Number(event.target.value) }))
                          }
                          className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-base"
                        >
                          {Array.from({ length: room.max_guests }, (_, index) => index + 1).map((count) => (
                            <option key={count} value={count}>
                              {count}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                  </li>
                )
              })}
            </ul>
          )}

          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <StayCategoryArrivalFields register={register} errors={errors} />
            <StayNotesField register={register} errors={errors} rows={2} className="sm:col-span-2" />
          </div>
        </Step>

        <Step number={3} title={t('reservations.stepBook')}>
          <div className="flex flex-col gap-4">
            <DialogAlert message={refusal} />
            <p className="text-sm">
              {client
                ? t('reservations.summary', {
                    name: `${client.name} ${client.last_name}`,
                    count: picked,
                    rooms: Object.keys(rooms).join(', ') || '—',
                  })
                : t('reservations.chooseClientFirst')}
            </p>
            <p className="text-ink-soft text-sm">{t('reservations.priceByServer', { currency })}</p>
            <button
              type="submit"
              disabled={create.isPending}
              className={buttonClass('primary', { className: 'w-full sm:w-auto sm:self-end' })}
            >
              {create.isPending && <Spinner className="size-4" />}
              {t('reservations.book')}
            </button>
          </div>
        </Step>
      </form>
    </DetailPage>
  )
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 className="mb-4 flex items-center gap-3 font-semibold text-lg">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-pine-700 text-sm text-white"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  )
}

type WalkInValues = Required<
  Pick<ClientCreate, 'name' | 'last_name' | 'email' | 'phone' | 'identification' | 'country'>
> & { city: string; description: string }

/** Step 1: find the client, or create a walk-in with the clients screen's fields. */
function ClientStep({
  client,
  error,
  onChoose,
}: {
  client: ChosenClient | null
  error: string | null
  onChoose: (client: ChosenClient | null) => void
}) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const [search, setSearch] = useState('')
  const [walkIn, setWalkIn] = useState(false)
  const found = useClientList(listParams(search), 'active')
  const createClient = useCreateClient()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WalkInValues>({
    resolver: schemaResolver(clientCreateSchema),
    defaultValues: blankContact,
  })

  if (client)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-pine-700 bg-pine-50 p-3">
        <div className="min-w-0">
          <p className="font-semibold">
            {client.name} {client.last_name}
          </p>
          <p className="break-all text-ink-soft text-sm">
            {client.email}
            {client.phone ? ` · ${formatPhone(client.phone)}` : ''}
          </p>
        </div>
        <button type="button" onClick={() => onChoose(null)} className={buttonClass('secondary')}>
          <X className="size-4" aria-hidden="true" />
          {t('reservations.changeClient')}
        </button>
      </div>
    )

  const saveWalkIn = handleSubmit((values) =>
    createClient.mutateAsync({ ...values, locale: i18n.language === 'en' ? 'en' : 'es' }).then(
      (answer) => {
        toast.success(answer.message)
        setWalkIn(false)
        onChoose(answer.data)
      },
      (failure: unknown) => {
        const shown = applyServerErrors(failure, setError, [...contactFields])
        if (shown.length === 0) toast.error(errorText(failure))
      },
    ),
  )

  if (walkIn)
    return (
      <form noValidate onSubmit={saveWalkIn} className="flex flex-col gap-4">
        <ClientContactFields register={register} errors={errors} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setWalkIn(false)} className={buttonClass('secondary')}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" disabled={createClient.isPending} className={buttonClass('primary')}>
            {createClient.isPending && <Spinner className="size-4" />}
            {t('reservations.createClient')}
          </button>
        </div>
      </form>
    )

  const results: ClientListItem[] = search ? (found.data?.data ?? []) : []
  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p role="alert" className="text-error-700 text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={search} onSearch={setSearch} label={t('reservations.findClient')} />
        <button type="button" onClick={() => setWalkIn(true)} className={buttonClass('secondary')}>
          <UserPlus className="size-4" aria-hidden="true" />
          {t('reservations.walkIn')}
        </button>
      </div>
      {search &&
        (found.error ? (
          <ErrorPanel error={found.error} onRetry={() => void found.refetch()} />
        ) : !found.data ? (
          <LoadingState />
        ) : results.length === 0 ? (
          <p className="text-ink-soft text-sm">{t('reservations.noClientFound', { search })}</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line">
            {results.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onChoose(item)}
                  className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-start hover:bg-pine-50"
                >
                  <span className="font-medium">
                    {item.name} {item.last_name}
                  </span>
                  <span className="break-all text-ink-soft text-sm">
                    {item.email}
                    {item.phone ? ` · ${formatPhone(item.phone)}` : ''}
                    {item.identification ? ` · ${item.identification}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  )
}
