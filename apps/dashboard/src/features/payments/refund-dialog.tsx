import { convertCents, type DeskPaymentRow, formatMoney } from '@hotel/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Dialog, FormDialogFooter } from '../../components/dialog.tsx'
import { DialogAlert } from '../../components/dialog-alert.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { useLocale } from '../../lib/locale.ts'
import { centsToInput } from '../../lib/money-input.ts'
import { paymentApi, usePaymentAction } from './api.ts'
import { parseAmount } from './money.ts'

/** What is left to refund of a payment, in USD cents. */
export const refundable = (payment: Pick<DeskPaymentRow, 'status' | 'amount' | 'refunded_amount'>) =>
  payment.status === 'paid' ? payment.amount - payment.refunded_amount : 0

/** Refund part or all of a paid payment (USD); a cash refund says what leaves the drawer, in the payment's currency. */
export function RefundDialog({ payment, onClose }: { payment: DeskPaymentRow | null; onClose: () => void }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'payments' })
  const locale = useLocale()
  const errorText = useErrorText()
  const [text, setText] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const action = usePaymentAction((input: { id: string; amount: number }) =>
    paymentApi.refund(input.id, { amount: input.amount }),
  )

  useEffect(() => {
    if (payment) {
      setText(centsToInput(refundable(payment)))
      setRefusal(null)
      setTried(false)
    }
  }, [payment])

  if (!payment) return null
  const left = refundable(payment)
  const cents = parseAmount(text)
  const valid = cents !== null && cents >= 1 && cents <= left
  const usd = (value: number) => formatMoney(value, 'USD', locale)
  const paidOut =
    payment.method === 'cash' && valid && cents !== null
      ? formatMoney(
          convertCents(cents, 'USD', payment.currency, payment.exchange_rate),
          payment.currency,
          locale,
        )
      : null

  const submit = async () => {
    setTried(true)
    setRefusal(null)
    if (!valid || cents === null) return
    try {
      const answer = await action.mutateAsync({ id: payment.id, amount: cents })
      toast.success(answer.message)
      onClose()
    } catch (error) {
      setRefusal(errorText(error))
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      busy={action.isPending}
      title={t('refundTitle', { invoice: payment.invoice })}
      description={t('refundIntro')}
      footer={
        <FormDialogFooter
          onSubmit={submit}
          submitLabel={t('refundSubmit', { amount: valid && cents !== null ? usd(cents) : '' }).trim()}
          pending={action.isPending}
          onCancel={onClose}
          cancelLabel={t('close')}
          tone="danger"
        />
      }
    >
      <div className="grid gap-4">
        <DialogAlert message={refusal} />
        <Field
          label={t('refundAmount')}
          hint={t('refundMax', { amount: usd(left) })}
          error={tried && !valid ? t('refundInvalid', { amount: usd(left) }) : undefined}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={inputClass(tried && !valid, 'max-w-48')}
            />
          )}
        </Field>
        {paidOut && <p className="rounded-lg bg-paper p-3 text-sm">{t('refundCash', { amount: paidOut })}</p>}
      </div>
    </Dialog>
  )
}
