import {
  countryName,
  type DeskReservation,
  formatClockTime,
  formatHotelMoment,
  formatMoney,
  formatPhone,
  hotelToday,
} from '@hotel/contract'
import { CalendarX, LogIn, LogOut, Pencil, ShoppingBasket, Trash2, UserX } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { RecordPage } from '../../components/detail-page.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { formatDay } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { PaymentsSection } from '../payments/payments-section.tsx'
import { RoomStatusBadge } from '../rooms/parts.tsx'
import { reservationApi, useReservation, useReservationAction } from './api.ts'
import { ExtrasDialog } from './extras-dialog.tsx'
import { ModifyDialog } from './modify-dialog.tsx'
import {
  canRemoveExtras,
  historyChanges,
  PaymentStatusBadge,
  type ReservationAction,
  ReservationStatusBadge,
  reservationActions,
} from './parts.tsx'
import { CancelDialog, CheckInDialog, CheckOutDialog } from './stay-dialogs.tsx'

/** The history's actions the screen names; any other shows as recorded. */
const knownActions = [
  'reservations.create',
  'reservations.update',
  'reservations.cancel',
  'reservations.check_in',
  'reservations.check_out',
  'reservations.no_show',
  'reservations.move',
  'extras.charge',
  'extras.remove',
] as const
const moneyFields = new Set(['total', 'amount', 'balance_left'])

/** One reservation: the stay, the guest, the folio and the history, with the desk's actions. */
export default function ReservationPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  return (
    <RecordPage
      query={useReservation(id)}
      title={(reservation) => reservation.reference}
      fallbackTitle={t('screens.reservation')}
      back="/reservations"
      backLabel={t('reservations.back')}
      errorTitle={t('reservations.loadOneError')}
    >
      {(reservation) => <ReservationView reservation={reservation} />}
    </RecordPage>
  )
}

type OpenDialog = ReservationAction | null

function ReservationView({ reservation }: { reservation: DeskReservation }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { permissions } = useSession()
  const errorText = useErrorText()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [removing, setRemoving] = useState<{ id: string; description: string } | null>(null)
  const actions = reservationActions(reservation, permissions, hotelToday())
  const money = (minor: number) => formatMoney(minor, reservation.currency, locale)
  const noShow = useReservationAction(() => reservationApi.noShow(reservation.id))
  const removeExtra = useReservationAction((extraId: string) => reservationApi.removeExtra(extraId), {
    stock: true,
  })
  const removable = canRemoveExtras(reservation.status, permissions)
  const close = () => setDialog(null)
  const { folio } = reservation

  const buttons: Record<
    ReservationAction,
    { label: string; icon: ReactNode; tone: 'primary' | 'secondary' | 'danger-secondary' }
  > = {
    checkIn: {
      label: t('reservations.checkIn'),
      icon: <LogIn className="size-4" aria-hidden="true" />,
      tone: 'primary',
    },
    checkOut: {
      label: t('reservations.checkOut'),
      icon: <LogOut className="size-4" aria-hidden="true" />,
      tone: 'primary',
    },
    extras: {
      label: t('reservations.addExtras'),
      icon: <ShoppingBasket className="size-4" aria-hidden="true" />,
      tone: 'secondary',
    },
    modify: {
      label: t('reservations.modify'),
      icon: <Pencil className="size-4" aria-hidden="true" />,
      tone: 'secondary',
    },
    noShow: {
      label: t('reservations.noShow'),
      icon: <UserX className="size-4" aria-hidden="true" />,
      tone: 'secondary',
    },
    cancel: {
      label: t('reservations.cancel'),
      icon: <CalendarX className="size-4" aria-hidden="true" />,
      tone: 'danger-secondary',
    },
  }

  const fieldLabel = (field: string) =>
    t(`reservations.fields.${field}` as 'reservations.fields.status', { defaultValue: field })
  const formatField = (field: string, value: unknown) => {
    if (moneyFields.has(field) && typeof value === 'number') return money(value)
    if (field === 'status' && typeof value === 'string')
      return t(`clients.reservationStatus.${value}` as 'clients.reservationStatus.reserved', {
        defaultValue: value,
      })
    if ((field === 'check_in' || field === 'check_out') && typeof value === 'string')
      return formatDay(value, locale)
    if (field === 'cancel_reason' && typeof value === 'string')
      return t(`reservations.cancelReasons.${value}` as 'reservations.cancelReasons.guest', {
        defaultValue: value,
      })
    return undefined
  }

  return (
    <>
      <header className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="font-mono font-semibold text-xl tracking-tight">{reservation.reference}</h1>
            <p className="mt-1 text-lg">{reservation.user.name}</p>
            <p className="text-ink-soft text-sm">
              {t('reservations.range', {
                from: formatDay(reservation.check_in, locale),
                to: formatDay(reservation.check_out, locale),
              })}{' '}
              · {t('reservations.nightsCount', { count: reservation.nights })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ReservationStatusBadge status={reservation.status} />
            <PaymentStatusBadge status={reservation.payment_status} />
          </div>
        </div>
        {actions.length > 0 && (
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                onClick={() => setDialog(action)}
                className={buttonClass(buttons[action].tone)}
              >
                {buttons[action].icon}
                {buttons[action].label}
              </button>
            ))}
          </div>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Section title={t('reservations.stay')}>
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <Fact label={t('reservations.dates')}>
                {t('reservations.range', {
                  from: formatDay(reservation.check_in, locale),
                  to: formatDay(reservation.check_out, locale),
                })}
              </Fact>
              <Fact label={t('reservations.nights')}>{reservation.nights}</Fact>
              <Fact label={t('reservations.category')}>
                {t(`reservations.categories.${reservation.category}`)}
              </Fact>
              <Fact label={t('reservations.arrival')}>
                {reservation.estimated_arrival_time
                  ? formatClockTime(reservation.estimated_arrival_time, locale)
                  : t('reservations.notGiven')}
              </Fact>
              <Fact label={t('reservations.notes')}>
                {reservation.additional_description ?? t('reservations.notGiven')}
              </Fact>
              <Fact label={t('reservations.bookedBy')}>
                {reservation.created_by_staff ?? t('reservations.online')}
              </Fact>
              {reservation.checked_in_at && (
                <Fact label={t('reservations.checkedInAt')}>
                  {formatHotelMoment(reservation.checked_in_at, locale)}
                </Fact>
              )}
              {reservation.checked_out_at && (
                <Fact label={t('reservations.checkedOutAt')}>
                  {formatHotelMoment(reservation.checked_out_at, locale)}
                </Fact>
              )}
              {reservation.cancel_reason && (
                <Fact label={t('reservations.cancelReason')}>
                  {t(`reservations.cancelReasons.${reservation.cancel_reason}`)}
                </Fact>
              )}
              {reservation.status === 'reserved' && (
                <Fact label={t('reservations.deadline')}>
                  {formatDay(reservation.change_deadline, locale)}
                  {!reservation.can_change && (
                    <span className="ms-2 font-medium text-error-700">
                      {t('reservations.deadlinePassed')}
                    </span>
                  )}
                </Fact>
              )}
            </dl>
            <h3 className="mt-5 mb-2 font-semibold text-sm">{t('reservations.rooms')}</h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {reservation.rooms.map((room) => (
                <li
                  key={room.room_id}
                  className="flex items-center justify-between gap-3 rounded-lg border border-line p-3"
                >
                  <div>
                    <p className="font-semibold">{t('reservations.roomLabel', { number: room.number })}</p>
                    <p className="text-ink-soft text-sm">
                      {t(`rooms.types.${room.type}`)} ·{' '}
                      {t('reservations.guestsCount', { count: room.guest_count })} · {money(room.tariff)}
                    </p>
                  </div>
                  <RoomStatusBadge status={room.room_status} />
                </li>
              ))}
            </ul>
          </Section>

          <Section title={t('reservations.folio')}>
            <h3 className="mb-2 font-semibold text-sm">{t('reservations.charges')}</h3>
            {folio.lines.length === 0 ? (
              <p className="text-ink-soft text-sm">{t('reservations.noCharges')}</p>
            ) : (
              <ul className="divide-y divide-line rounded-lg border border-line">
                {folio.lines.map((line) => (
                  <li key={line.id} className="flex items-center gap-x-3 px-3 py-2 text-sm">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">
                        {line.type === 'reservation' ? t('reservations.stayLine') : line.description}
                      </p>
                      {line.room_number !== null && line.quantity !== null && line.unit_price !== null && (
                        <p className="text-ink-soft">
                          {t('reservations.roomLabel', { number: line.room_number })} · {line.quantity} ×{' '}
                          {money(line.unit_price)}
                        </p>
                      )}
                      <p className="text-ink-soft text-xs">{formatHotelMoment(line.created_at, locale)}</p>
                    </div>
                    <span className="font-semibold tabular-nums">{money(line.amount)}</span>
                    {removable &&
                      (line.type === 'extra_charge' ? (
                        <button
                          type="button"
                          onClick={() => setRemoving({ id: line.id, description: line.description })}
                          aria-label={t('reservations.removeExtraLabel', { name: line.description })}
                          className={buttonClass('quiet', { padding: 'px-3' })}
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                          <span className="sr-only">{t('reservations.removeExtra')}</span>
                        </button>
                      ) : (
                        // Keeps the amounts of every line in one column.
                        <span aria-hidden="true" className="w-11" />
                      ))}
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mt-5 mb-2 font-semibold text-sm">{t('reservations.payments')}</h3>
            {folio.payments.length === 0 ? (
              <p className="text-ink-soft text-sm">{t('reservations.noPayments')}</p>
            ) : (
              <ul className="divide-y divide-line rounded-lg border border-line">
                {folio.payments.map((payment) => (
                  <li
                    key={payment.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-mono font-medium">{payment.invoice ?? '—'}</p>
                      <p className="text-ink-soft">
                        {t(`clients.paymentMethod.${payment.method}`)} ·{' '}
                        {t(`clients.paymentStatus.${payment.status}`)} ·{' '}
                        {formatHotelMoment(payment.paid_at ?? payment.created_at, locale)}
                        {payment.refunded_amount > 0 &&
                          ` · ${t('clients.refunded', { amount: money(payment.refunded_amount) })}`}
                      </p>
                    </div>
                    <span className="font-semibold tabular-nums">{money(payment.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
            <dl className="mt-5 ms-auto grid w-full max-w-xs grid-cols-2 gap-y-1 text-sm">
              <dt className="text-ink-soft">{t('reservations.total')}</dt>
              <dd className="text-end tabular-nums">{money(folio.total)}</dd>
              <dt className="text-ink-soft">{t('reservations.paid')}</dt>
              <dd className="text-end tabular-nums">{money(folio.paid)}</dd>
              <dt className="border-line border-t pt-1 font-semibold">{t('reservations.balance')}</dt>
              <dd
                className={`border-line border-t pt-1 text-end font-semibold tabular-nums ${folio.balance > 0 ? 'text-error-700' : ''}`}
              >
                {money(folio.balance)}
              </dd>
            </dl>
          </Section>
          <PaymentsSection reservationId={reservation.id} />
        </div>

        <div className="flex flex-col gap-6">
          <Section title={t('reservations.guestDetails')}>
            <dl className="grid gap-y-2 text-sm sm:grid-cols-2 sm:gap-x-4 lg:grid-cols-1">
              <Stacked label={t('reservations.name')}>{reservation.user.name}</Stacked>
              <Stacked label={t('reservations.email')}>
                <span className="[overflow-wrap:anywhere]">{reservation.user.email}</span>
              </Stacked>
              <Stacked label={t('reservations.phone')}>
                <span className="whitespace-nowrap tabular-nums">{formatPhone(reservation.user.phone)}</span>
              </Stacked>
              <Stacked label={t('reservations.identification')}>{reservation.user.identification}</Stacked>
              <Stacked label={t('reservations.country')}>
                {countryName(reservation.user.country, locale)}
              </Stacked>
            </dl>
            {reservation.client_id && (
              <Link
                to={`/clients/${reservation.client_id}`}
                className="mt-3 inline-block text-pine-800 text-sm underline-offset-2 hover:underline"
              >
                {t('reservations.openClient')}
              </Link>
            )}
          </Section>

          <Section title={t('reservations.history')}>
            {reservation.history.length === 0 ? (
              <p className="text-ink-soft text-sm">{t('reservations.noHistory')}</p>
            ) : (
              <ol className="grid gap-3">
                {reservation.history.map((entry, index) => {
                  const known = knownActions.find((action) => action === entry.action)
                  const changes = historyChanges(entry.before, entry.after, formatField)
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: audit entries have no id here, and never reorder
                    <li key={index} className="border-line border-s-2 ps-3 text-sm">
                      <p className="font-medium">
                        {known
                          ? t(`reservations.actions.${known.replace('.', '_') as 'reservations_create'}`)
                          : entry.action}
                      </p>
                      <p className="text-ink-soft">
                        {entry.staff_name ?? t('reservations.guestOrSystem')} ·{' '}
                        {formatHotelMoment(entry.created_at, locale)}
                      </p>
                      {changes.length > 0 && (
                        <ul className="mt-1 text-ink-soft">
                          {changes.map((change) => (
                            <li key={change.field}>
                              {fieldLabel(change.field)}:{' '}
                              {change.from !== null && (
                                <>
                                  <span className="line-through">{change.from}</span> →{' '}
                                </>
                              )}
                              <span className="text-ink">{change.to ?? '—'}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  )
                })}
              </ol>
            )}
          </Section>
        </div>
      </div>

      <CheckInDialog open={dialog === 'checkIn'} reservation={reservation} onClose={close} />
      <CheckOutDialog
        open={dialog === 'checkOut'}
        reservation={reservation}
        permissions={permissions}
        onClose={close}
      />
      <CancelDialog
        open={dialog === 'cancel'}
        reservation={reservation}
        permissions={permissions}
        onClose={close}
      />
      {dialog === 'modify' && (
        <ModifyDialog open reservation={reservation} permissions={permissions} onClose={close} />
      )}
      {dialog === 'extras' && <ExtrasDialog open reservation={reservation} onClose={close} />}
      <Confirm
        open={dialog === 'noShow'}
        title={t('reservations.noShowTitle', { reference: reservation.reference })}
        message={t('reservations.noShowMessage', { name: reservation.user.name })}
        confirmLabel={t('reservations.noShow')}
        tone="danger"
        pending={noShow.isPending}
        onCancel={close}
        onConfirm={() =>
          noShow.mutateAsync(undefined).then(
            (answer) => {
              toast.success(answer.message)
              close()
            },
            (error: unknown) => {
              toast.error(errorText(error))
              close()
            },
          )
        }
      />
      <Confirm
        open={removing !== null}
        title={t('reservations.removeExtraTitle')}
        message={t('reservations.removeExtraMessage', { name: removing?.description ?? '' })}
        confirmLabel={t('reservations.removeExtra')}
        tone="danger"
        pending={removeExtra.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          removeExtra.mutateAsync(removing.id).then(
            (answer) => {
              toast.success(answer.message)
              setRemoving(null)
            },
            (error: unknown) => {
              toast.error(errorText(error))
              setRemoving(null)
            },
          )
        }
      />
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 className="mb-3 font-semibold text-lg">{title}</h2>
      {children}
    </section>
  )
}

function Stacked({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  )
}
