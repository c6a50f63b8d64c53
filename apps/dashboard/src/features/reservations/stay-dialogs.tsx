import {
  checkInSchema,
  checkOutSchema,
  type DeskReservation,
  deskCancelSchema,
  type Permission,
} from '@hotel/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { Dialog, FormDialog, FormDialogFooter } from '../../components/dialog.tsx'
import { DialogAlert } from '../../components/dialog-alert.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { Spinner } from '../../components/loading-state.tsx'
import { schemaResolver } from '../../lib/forms.ts'
import { reservationApi, useReservationAction } from './api.ts'
import { balanceDueMessage, schemaErrors, serverErrors, useReservationErrorText } from './parts.tsx'
import { OverrideReasonField, useOverrideReason } from './stay-fields.tsx'
import { useStayForm } from './stay-form.ts'

interface StayDialogProps {
  open: boolean
  reservation: DeskReservation
  onClose: () => void
}

/** What the check-in sends: the identification as typed, trimmed. */
export const checkInBody = (values: { identification: string }) => ({
  identification: values.identification.trim(),
})

/** Check in: the guest's identification, prefilled with the one the reservation holds. */
export function CheckInDialog({ open, reservation, onClose }: StayDialogProps) {
  const { t } = useTranslation()
  const fieldError = useReservationErrorText()
  const action = useReservationAction((values: { identification: string }) =>
    reservationApi.checkIn(reservation.id, checkInBody(values)),
  )
  const { register, errors, refusal, submitWith } = useStayForm<{ identification: string }>({
    open,
    initial: () => ({ identification: reservation.user.identification }),
    resolver: schemaResolver(checkInSchema),
    onClose,
    fields: ['identification'],
  })

  const submit = submitWith((values) => action.mutateAsync(values))

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('reservations.checkInTitle', { name: reservation.user.name })}
      description={t('reservations.checkInIntro')}
      submitLabel={t('reservations.checkIn')}
      pending={action.isPending}
      onSubmit={submit}
    >
      <DialogAlert message={refusal} />
      <Field
        label={t('reservations.identification')}
        hint={t('reservations.identificationHint')}
        error={fieldError(errors.identification, { max: 40 })}
      >
        {(control) => (
          <input
            {...control}
            {...register('identification')}
            defaultValue={reservation.user.identification}
            autoComplete="off"
            className={inputClass(Boolean(errors.identification))}
          />
        )}
      </Field>
    </FormDialog>
  )
}

interface CheckOutViewProps {
  open: boolean
  name: string
  /** The server's refusal for a balance still due (409 balance_due), or another refusal; null before. */
  refusal: string | null
  balanceDue: boolean
  /** frontdesk.settle_later: may leave the balance for later, with a reason. */
  canSettleLater: boolean
  pending: boolean
  reason: string
  reasonError?: string
  onReason: (reason: string) => void
  onCheckOut: () => void
  onSettleLater: () => void
  onClose: () => void
}

/** The check-out question; after a balance_due refusal, "Leave the balance for later" for those who may. */
export function CheckOutView({
  open,
  name,
  refusal,
  balanceDue,
  canSettleLater,
  pending,
  reason,
  reasonError,
  onReason,
  onCheckOut,
  onSettleLater,
  onClose,
}: CheckOutViewProps) {
  const { t } = useTranslation()
  const settleLater = balanceDue && canSettleLater
  // After a balance_due refusal: leaving it for later, for those who may; nothing more for the others.
  const verb = settleLater
    ? { onClick: onSettleLater, tone: 'danger' as const, label: t('reservations.settleLater') }
    : balanceDue
      ? null
      : { onClick: onCheckOut, tone: 'primary' as const, label: t('reservations.checkOut') }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={pending}
      role="alertdialog"
      title={t('reservations.checkOutTitle', { name })}
      description={t('reservations.checkOutIntro')}
      className="max-w-md"
      footer={
        <>
          <button type="button" onClick={onClose} disabled={pending} className={buttonClass('secondary')}>
            {balanceDue ? t('dialog.close') : t('dialog.cancel')}
          </button>
          {verb && (
            <button
              type="button"
              onClick={verb.onClick}
              disabled={pending}
              className={buttonClass(verb.tone)}
            >
              {pending && <Spinner className="size-4" />}
              {verb.label}
            </button>
          )}
        </>
      }
    >
      {(refusal || settleLater) && (
        <div className="grid gap-4">
          <DialogAlert message={refusal} />
          {balanceDue && !canSettleLater && (
            <p className="text-ink-soft text-sm">{t('reservations.takePaymentFirst')}</p>
          )}
          {settleLater && (
            <Field
              label={t('reservations.settleLaterReason')}
              hint={t('reservations.settleLaterHint')}
              error={reasonError}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  value={reason}
                  onChange={(event) => onReason(event.target.value)}
                  className={inputClass(Boolean(reasonError))}
                />
              )}
            </Field>
          )}
        </div>
      )}
    </Dialog>
  )
}

/** Check out: a question; a balance due is refused with the server's sentence. */
export function CheckOutDialog({
  open,
  reservation,
  permissions,
  onClose,
}: StayDialogProps & { permissions: readonly Permission[] }) {
  const errorText = useErrorText()
  const fieldError = useReservationErrorText()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [balanceDue, setBalanceDue] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const action = useReservationAction((body: { settle_later?: boolean; reason?: string }) =>
    reservationApi.checkOut(reservation.id, body),
  )

  useEffect(() => {
    if (open) {
      setRefusal(null)
      setBalanceDue(false)
      setReason('')
      setReasonError(undefined)
    }
  }, [open])

  const run = async (body: { settle_later?: boolean; reason?: string }) => {
    try {
      const answer = await action.mutateAsync(body)
      toast.success(answer.message)
      onClose()
    } catch (error) {
      const due = balanceDueMessage(error)
      if (due) setBalanceDue(true)
      const onReason = serverErrors(error)?.reason?.[0]
      if (onReason) setReasonError(onReason)
      else setRefusal(due ?? errorText(error))
    }
  }

  const settleLater = () => {
    const body = { settle_later: true, reason: reason.trim() }
    const error = body.reason
      ? schemaErrors(checkOutSchema, body).reason
      : { type: 'required', message: 'validation.required' }
    if (error) {
      setReasonError(fieldError(error, { min: 3, max: 500 }))
      return
    }
    setReasonError(undefined)
    void run(body)
  }

  return (
    <CheckOutView
      open={open}
      name={reservation.user.name}
      refusal={refusal}
      balanceDue={balanceDue}
      canSettleLater={permissions.includes('frontdesk.settle_later')}
      pending={action.isPending}
      reason={reason}
      reasonError={reasonError}
      onReason={setReason}
      onCheckOut={() => void run({})}
      onSettleLater={settleLater}
      onClose={onClose}
    />
  )
}

interface CancelValues {
  reason: 'guest' | 'staff'
  override_reason: string
}

/** What the cancellation sends: the override reason only when it is asked for. */
export function cancelBody(values: CancelValues, withOverride: boolean) {
  const override = values.override_reason.trim()
  return { reason: values.reason, ...(withOverride ? { override_reason: override } : {}) }
}

/** Cancel: the guest's request or the hotel's; past the deadline, the override reason for those who may. */
export function CancelDialog({
  open,
  reservation,
  permissions,
  onClose,
}: StayDialogProps & { permissions: readonly Permission[] }) {
  const { t } = useTranslation()
  const override = useOverrideReason(reservation, permissions)
  const { withOverride } = override
  const action = useReservationAction((values: CancelValues) =>
    reservationApi.cancel(reservation.id, cancelBody(values, withOverride)),
  )
  const { register, errors, refusal, submitWith } = useStayForm<CancelValues>({
    open,
    initial: () => ({ reason: 'guest', override_reason: '' }),
    resolver: async (values) => {
      const body = cancelBody(values, withOverride)
      const errors =
        withOverride && !body.override_reason
          ? { override_reason: { type: 'required', message: 'validation.required' } }
          : schemaErrors(deskCancelSchema, body)
      return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} }
    },
    onOpen: override.reset,
    onClose,
    fields: ['reason', 'override_reason'],
    onRefusal: override.noteRefusal,
  })

  const submit = submitWith((values) => action.mutateAsync(values))

  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={action.isPending}
      title={t('reservations.cancelTitle', { reference: reservation.reference })}
      description={t('reservations.cancelIntro')}
      footer={
        <FormDialogFooter
          formId="cancel-form"
          submitLabel={t('reservations.cancel')}
          pending={action.isPending}
          onCancel={onClose}
          cancelLabel={t('reservations.keep')}
          tone="danger"
        />
      }
    >
      <form id="cancel-form" noValidate onSubmit={submit} className="grid gap-4">
        <DialogAlert message={refusal} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">{t('reservations.cancelReason')}</legend>
          {(['guest', 'staff'] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line p-3 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50"
            >
              <input {...register('reason')} type="radio" value={value} className="size-4" />
              <span>{t(`reservations.cancelReasons.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        {withOverride && <OverrideReasonField register={register} error={errors.override_reason} rows={3} />}
      </form>
    </Dialog>
  )
}
