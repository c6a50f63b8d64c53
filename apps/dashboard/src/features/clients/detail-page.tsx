import {
  type ClientDetail,
  can,
  clientUpdateSchema,
  countryName,
  formatHotelMomentDay,
  formatMoney,
  type StaffClient,
} from '@hotel/contract'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useSession } from '../../auth/auth.tsx'
import { Badge } from '../../components/badge.tsx'
import { DetailHeader, EditAction, StatusAction } from '../../components/detail-header.tsx'
import { RecordPage } from '../../components/detail-page.tsx'
import { FormDialog } from '../../components/dialog.tsx'
import { Detail, NotGiven, PhoneOrNotGiven } from '../../components/not-given.tsx'
import { useSaveForm } from '../../components/save-form.ts'
import { formatDay } from '../../lib/format.ts'
import { schemaResolver } from '../../lib/forms.ts'
import { useLocale } from '../../lib/locale.ts'
import { useClientDetail, useClientStatus, useUpdateClient } from './api.ts'
import { ClientContactFields, contactFields, knownCountry } from './client-fields.tsx'
import { ClientStatusBadge } from './parts.tsx'

/** One client: profile, reservations, payments, reviews; editing and suspending for those who may. */
export default function ClientDetailPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <RecordPage
      query={useClientDetail(id)}
      title={({ client }) => `${client.name} ${client.last_name}`}
      fallbackTitle={t('screens.client')}
      back="/clients"
      backLabel={t('clients.back')}
      errorTitle={t('clients.loadDetailError')}
    >
      {(detail) => <ClientView detail={detail} />}
    </RecordPage>
  )
}

function ClientView({ detail }: { detail: ClientDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { permissions } = useSession()
  const canManage = can(permissions, 'clients.manage')
  const { client, counts } = detail
  const fullName = `${client.name} ${client.last_name}`
  const [editing, setEditing] = useState(false)
  const status = useClientStatus(client.id)

  return (
    <>
      <DetailHeader
        title={fullName}
        badges={<ClientStatusBadge status={client.status} />}
        subtitle={<p className="mt-1 break-all text-ink-soft">{client.email}</p>}
        actions={
          canManage && (
            <>
              <EditAction label={t('clients.edit')} onClick={() => setEditing(true)} />
              <StatusAction
                suspended={client.status === 'suspended'}
                status={status}
                name={fullName}
                texts="clients"
              />
            </>
          )
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card id="profile-heading" title={t('clients.profileHeading')}>
          <dl className="flex flex-col gap-4">
            <Detail label={t('clients.phone')}>
              <PhoneOrNotGiven phone={client.phone} />
            </Detail>
            <Detail label={t('clients.identification')}>{client.identification ?? <NotGiven />}</Detail>
            <Detail label={t('clients.city')}>{client.city ?? <NotGiven />}</Detail>
            <Detail label={t('clients.country')}>
              {client.country ? countryName(client.country, locale) : <NotGiven />}
            </Detail>
            <Detail label={t('clients.birthDate')}>
              {client.birth_date ? formatDay(client.birth_date, locale) : <NotGiven />}
            </Detail>
            <Detail label={t('clients.language')}>{t(`language.${client.locale}`)}</Detail>
            <Detail label={t('clients.signIn')}>
              {client.google
                ? t('clients.signInGoogle')
                : client.has_password
                  ? t('clients.signInPassword')
                  : t('clients.signInNone')}
            </Detail>
            <Detail label={t('clients.created')}>{formatHotelMomentDay(client.created_at, locale)}</Detail>
            {client.description && (
              <Detail label={t('clients.description')}>
                <span className="whitespace-pre-line font-normal">{client.description}</span>
              </Detail>
            )}
          </dl>
        </Card>

        <div className="flex flex-col gap-6">
          <Card
            id="reservations-heading"
            title={t('clients.reservationsHeading')}
            count={counts.reservations}
            shown={detail.reservations.length}
            empty={t('clients.noReservations')}
          >
            {detail.reservations.map((reservation) => (
              <Row
                key={reservation.id}
                title={<span className="font-mono">{reservation.reference}</span>}
                side={formatMoney(reservation.total, reservation.currency, locale)}
              >
                <span>
                  {t('clients.nights', {
                    checkIn: formatDay(reservation.check_in, locale),
                    checkOut: formatDay(reservation.check_out, locale),
                  })}
                </span>
                <Badge>{t(`clients.reservationStatus.${reservation.status}`)}</Badge>
                <Badge>{t(`clients.paymentStatus.${reservation.payment_status}`)}</Badge>
              </Row>
            ))}
          </Card>
          <Card
            id="payments-heading"
            title={t('clients.paymentsHeading')}
            count={counts.payments}
            shown={detail.payments.length}
            empty={t('clients.noPayments')}
          >
            {detail.payments.map((payment) => (
              <Row
                key={payment.id}
                title={<span className="font-mono">{payment.invoice ?? '—'}</span>}
                side={formatMoney(payment.amount, payment.currency, locale)}
              >
                <span className="font-mono">{payment.reservation_reference}</span>
                <span>{formatHotelMomentDay(payment.paid_at ?? payment.created_at, locale)}</span>
                <Badge>{t(`clients.paymentMethod.${payment.method}`)}</Badge>
                <Badge>{t(`clients.paymentStatus.${payment.status}`)}</Badge>
                {payment.refunded_amount > 0 && (
                  <span>
                    {t('clients.refunded', {
                      amount: formatMoney(payment.refunded_amount, payment.currency, locale),
                    })}
                  </span>
                )}
              </Row>
            ))}
          </Card>
          <Card
            id="reviews-heading"
            title={t('clients.reviewsHeading')}
            count={counts.reviews}
            shown={detail.reviews.length}
            empty={t('clients.noReviews')}
          >
            {detail.reviews.map((review) => (
              <Row
                key={review.id}
                title={t('clients.stars', { rate: review.rate })}
                side={formatHotelMomentDay(review.created_at, locale)}
              >
                <span className="basis-full whitespace-pre-line text-ink">{review.content}</span>
                <Badge>{t(`clients.reviewStatus.${review.status}`)}</Badge>
              </Row>
            ))}
          </Card>
        </div>
      </div>

      {canManage && <EditClientDialog client={client} open={editing} onClose={() => setEditing(false)} />}
    </>
  )
}

interface EditValues {
  name: string
  last_name: string
  email: string
  phone: string
  identification: string
  country: string
  city: string
  description: string
}

function EditClientDialog({
  client,
  open,
  onClose,
}: {
  client: StaffClient
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const update = useUpdateClient(client.id)
  const values: EditValues = {
    name: client.name,
    last_name: client.last_name,
    email: client.email,
    phone: client.phone ?? '',
    identification: client.identification ?? '',
    country: knownCountry(client.country),
    city: client.city ?? '',
    description: client.description ?? '',
  }
  const {
    register,
    reset,
    formState: { errors, dirtyFields },
    submitWith,
  } = useSaveForm<EditValues>({ resolver: schemaResolver(clientUpdateSchema), values }, contactFields)

  function close() {
    reset(values)
    onClose()
  }

  const submit = submitWith((form) => {
    // Only what changed: a client without a phone keeps none unless one is typed.
    const changed = Object.fromEntries(
      contactFields.filter((name) => dirtyFields[name]).map((name) => [name, form[name]]),
    )
    if (Object.keys(changed).length === 0) {
      onClose()
      return
    }
    return update.mutateAsync(changed)
  }, onClose)

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('clients.editTitle', { name: `${client.name} ${client.last_name}` })}
      description={t('clients.editIntro')}
      className="max-w-2xl"
      submitLabel={update.isPending ? t('clients.saving') : t('clients.save')}
      pending={update.isPending}
      onSubmit={submit}
      formClassName=""
    >
      <ClientContactFields register={register} errors={errors} />
    </FormDialog>
  )
}

function Card({
  id,
  title,
  count,
  shown,
  empty,
  children,
}: {
  id: string
  title: string
  count?: number
  shown?: number
  empty?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const nothing = shown === 0
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="font-semibold text-base">
          {title}
        </h2>
        {count !== undefined && count > 0 && (
          <span className="rounded-full bg-pine-50 px-3 py-1 font-semibold text-pine-800 text-sm tabular-nums">
            {count}
          </span>
        )}
      </div>
      {count !== undefined && shown !== undefined && count > shown && (
        <p className="mt-1 text-ink-soft text-sm">{t('clients.newest', { shown, total: count })}</p>
      )}
      <div className="mt-4">
        {nothing && empty ? (
          <p className="text-ink-soft text-sm">{empty}</p>
        ) : count === undefined ? (
          children
        ) : (
          <ul className="flex flex-col divide-y divide-line">{children}</ul>
        )}
      </div>
    </section>
  )
}

function Row({ title, side, children }: { title: ReactNode; side: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-semibold">{title}</span>
        <span className="shrink-0 font-medium tabular-nums">{side}</span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-ink-soft text-sm">{children}</div>
    </li>
  )
}
