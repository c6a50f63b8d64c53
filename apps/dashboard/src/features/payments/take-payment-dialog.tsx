import {
  type DeskPaymentRequest,
  formatMoney,
  type PaymentCurrency,
  type ReservationPayments,
} from '@hotel/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Dialog, FormDialogFooter } from '../../components/dialog.tsx'
import { DialogAlert } from '../../components/dialog-alert.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { useLocale } from '../../lib/locale.ts'
import { paymentApi, useCurrentRate, usePaymentAction } from './api.ts'
import { computeDesk, type DeskForm, deskBody } from './money.ts'

const currencies: PaymentCurrency[] = ['USD', 'NIO']
const emptyCard = { number: '', exp_month: '', exp_year: '', cvv: '', holder: '' }

/** The percentage that pays what is left of the total (the server's rule: it pays exactly the rest). */
export const balancePercentage = (ledger: { total: number; paid: number }) =>
  ledger.total > 0 && ledger.paid > 0
    ? Math.min(100, Math.max(1, Math.ceil(((ledger.total - ledger.paid) * 100) / ledger.total)))
    : 100

export const initialDeskForm: DeskForm = {
  method: 'cash',
  currency: 'USD',
  percentage: 100,
  movements: [],
  tendered: '',
  changeCurrency: 'USD',
}

/**
 * Take a payment at the desk: method, the currency the guest pays in, what to pay (the balance or chosen charges,
 * and a percentage), then the amount due at today's rate; for cash the amount handed over and the change, worked
 * out live with the contract's convertCents, the same function the server uses (the server still decides).
 */
export function TakePaymentDialog({
  open,
  ledger,
  onClose,
}: {
  open: boolean
  ledger: ReservationPayments
  onClose: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'payments' })
  const locale = useLocale()
  const errorText = useErrorText()
  const rate = useCurrentRate(open)
  const [form, setForm] = useState<DeskForm>(initialDeskForm)
  const [percentageText, setPercentageText] = useState('100')
  const [card, setCard] = useState(emptyCard)
  const [description, setDescription] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const action = usePaymentAction((body: DeskPaymentRequest) => paymentApi.take(ledger.reservation_id, body))

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only, not when the ledger refreshes
  useEffect(() => {
    if (open) {
      const rest = balancePercentage(ledger)
      setForm({ ...initialDeskForm, percentage: rest })
      setPercentageText(String(rest))
      setCard(emptyCard)
      setDescription('')
      setRefusal(null)
      setTried(false)
    }
  }, [open])

  const set = (change: Partial<DeskForm>) => setForm((current) => ({ ...current, ...change }))
  const rateValue = rate.data?.rate
  const figures = rateValue ? computeDesk(form, ledger, rateValue) : null
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale)
  const problem = figures?.problems[0]

  const submit = async () => {
    setTried(true)
    setRefusal(null)
    if (!figures || !rateValue || figures.problems.length) return
    const body = deskBody(form, figures, rateValue, {
      description,
      card:
        form.method === 'card'
          ? {
              number: card.number,
              exp_month: Number(card.exp_month),
              exp_year: Number(card.exp_year),
              cvv: card.cvv,
              holder: card.holder,
            }
          : undefined,
    })
    try {
      const answer = await action.mutateAsync(body)
      if (answer.status === 'approved') {
        toast.success(answer.message)
        onClose()
      } else setRefusal(answer.message)
    } catch (error) {
      setRefusal(errorText(error))
      // A changed rate: read it again so the figures shown are today's.
      void rate.refetch()
    }
  }

  const submitLabel = figures
    ? t(form.method === 'cash' ? 'submitCash' : 'submitCard', {
        amount: money(figures.charged, form.currency),
      })
    : t('take')

  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={action.isPending}
      title={t('takeTitle', { reference: ledger.reference })}
      description={t('takeIntro')}
      className="max-w-xl"
      footer={
        <FormDialogFooter
          onSubmit={submit}
          submitLabel={submitLabel}
          pending={action.isPending}
          onCancel={onClose}
          cancelLabel={t('close')}
          disabled={!figures}
        />
      }
    >
      <div className="grid gap-4">
        <DialogAlert message={refusal} />
        <Choice
          legend={t('method')}
          name="desk-method"
          value={form.method}
          options={(['cash', 'card'] as const).map((value) => ({ value, label: t(`methods.${value}`) }))}
          onChange={(method) => set({ method })}
        />
        <Choice
          legend={t('currency')}
          name="desk-currency"
          value={form.currency}
          options={currencies.map((value) => ({ value, label: t(`currencies.${value}`) }))}
          onChange={(currency) => set({ currency, changeCurrency: currency })}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">{t('what')}</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-4"
              checked={form.movements.length === 0}
              onChange={() => {
                const rest = balancePercentage(ledger)
                set({ movements: [], percentage: rest })
                setPercentageText(String(rest))
              }}
            />
            {t('balance')}
          </label>
          <ul className="divide-y divide-line rounded-lg border border-line">
            {ledger.movements.map((movement) => {
              const owes = movement.amount - movement.paid
              const checked = form.movements.includes(movement.id)
              return (
                <li key={movement.id}>
                  <label className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      disabled={owes <= 0}
                      checked={checked}
                      onChange={() =>
                        set({
                          movements: checked
                            ? form.movements.filter((id) => id !== movement.id)
                            : [...form.movements, movement.id],
                        })
                      }
                    />
                    <span className="min-w-0 flex-1">
                      {movement.type === 'reservation' ? t('stayLine') : movement.description}
                    </span>
                    <span className="text-ink-soft tabular-nums">
                      {owes > 0 ? t('owes', { amount: money(owes, ledger.currency) }) : t('paidInFull')}
                    </span>
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
        <Field
          label={t('percentage')}
          hint={t('percentageHint')}
          error={tried && problem === 'percentage' ? t('problems.percentage') : undefined}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={percentageText}
              onChange={(event) => {
                setPercentageText(event.target.value)
                set({ percentage: event.target.value.trim() ? Number(event.target.value) : Number.NaN })
              }}
              className={inputClass(tried && problem === 'percentage', 'max-w-32')}
            />
          )}
        </Field>

        <section aria-live="polite" className="grid gap-1 rounded-lg bg-paper p-3 text-sm">
          {rate.isPending ? (
            <p className="text-ink-soft">{t('rateLoading')}</p>
          ) : !rateValue ? (
            <p className="text-error-700">{t('rateError')}</p>
          ) : (
            figures && (
              <>
                <p className="text-ink-soft">{t('rate', { rate: rateValue })}</p>
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{t('due')}</span>
                  <span className="font-semibold text-lg tabular-nums">
                    {money(figures.charged, form.currency)}
                  </span>
                </p>
                {form.currency !== ledger.currency && (
                  <p className="text-end text-ink-soft">
                    {t('dueUsd', { amount: money(figures.amountUsd, ledger.currency) })}
                  </p>
                )}
              </>
            )
          )}
        </section>

        {form.method === 'cash' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('tendered')}
              hint={t('tenderedHint', { currency: form.currency })}
              error={
                tried && (problem === 'tenderedMissing' || problem === 'tenderedShort')
                  ? t(`problems.${problem}`)
                  : undefined
              }
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  value={form.tendered}
                  onChange={(event) => set({ tendered: event.target.value })}
                  className={inputClass(
                    tried && (problem === 'tenderedMissing' || problem === 'tenderedShort'),
                  )}
                />
              )}
            </Field>
            {/* Side by side, the select sits level with the amount's box, under its taller hint. */}
            <Field label={t('changeCurrency')} className="sm:justify-end">
              {(control) => (
                <select
                  {...control}
                  value={form.changeCurrency}
                  onChange={(event) => set({ changeCurrency: event.target.value as PaymentCurrency })}
                  className={inputClass(false)}
                >
                  {currencies.map((value) => (
                    <option key={value} value={value}>
                      {t(`currencies.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <p
              aria-live="polite"
              className="flex items-baseline justify-between gap-3 rounded-lg border border-line p-3 sm:col-span-2"
            >
              <span className="font-medium">{t('change')}</span>
              <span className="font-semibold text-lg tabular-nums" data-testid="change-due">
                {figures?.changeDue != null
                  ? money(figures.changeDue, form.changeCurrency)
                  : t('changeWaiting')}
              </span>
            </p>
          </div>
        ) : (
          <div className="grid grid-cols-3 gap-3">
            <Field label={t('card.number')} className="col-span-3">
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  value={card.number}
                  onChange={(event) => setCard({ ...card, number: event.target.value })}
                  className={inputClass(false)}
                />
              )}
            </Field>
            <Field label={t('card.expMonth')}>
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  value={card.exp_month}
                  onChange={(event) => setCard({ ...card, exp_month: event.target.value })}
                  className={inputClass(false)}
                />
              )}
            </Field>
            <Field label={t('card.expYear')}>
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  value={card.exp_year}
                  onChange={(event) => setCard({ ...card, exp_year: event.target.value })}
                  className={inputClass(false)}
                />
              )}
            </Field>
            <Field label={t('card.cvv')}>
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  value={card.cvv}
                  onChange={(event) => setCard({ ...card, cvv: event.target.value })}
                  className={inputClass(false)}
                />
              )}
            </Field>
            <Field label={t('card.holder')} className="col-span-3">
              {(control) => (
                <input
                  {...control}
                  value={card.holder}
                  onChange={(event) => setCard({ ...card, holder: event.target.value })}
                  className={inputClass(false)}
                />
              )}
            </Field>
          </div>
        )}
        {tried && (problem === 'nothingDue' || problem === 'exceeds') && (
          <DialogAlert message={t(`problems.${problem}`)} />
        )}
        <Field label={t('description')} optional>
          {(control) => (
            <input
              {...control}
              maxLength={200}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              className={inputClass(false)}
            />
          )}
        </Field>
      </div>
    </Dialog>
  )
}

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string
  name: string
  value: T
  options: { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
