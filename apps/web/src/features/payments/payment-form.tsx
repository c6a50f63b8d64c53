import { ApiError, cardBrand, formatMoney, type PaymentMethod } from '@hotel/contract'
import { CreditCard, Hotel, Lock } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form'
import { FieldError } from '../../components/field-error.tsx'
import { TextField } from '../../components/form.tsx'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import { useHotel } from '../../lib/hotel.ts'
import { messageText } from '../../lib/messages.ts'
import {
  amountOf,
  brandName,
  type CardField,
  type CardValues,
  checkCard,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  type PaymentChoice,
  type PaymentValues,
  paymentChoiceOf,
} from './card.ts'
import { BrandLogo, BrandRow } from './card-logos.tsx'

type Errors<V extends object> = Partial<Record<keyof V, string>>

const toFieldErrors = <V extends object>(errors: Errors<V>) =>
  Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, { type: 'validation', message }]),
  ) as FieldErrors

/** The payment form (share, saved or new card, save it): react-hook-form checked with card.ts's rules. */
export function usePaymentForm({
  options,
  saved,
  defaults,
}: {
  options: readonly number[]
  saved: PaymentMethod | null | undefined
  defaults?: Partial<PaymentValues>
}) {
  // The resolver reads the latest options and saved card (the card arrives after the form is made).
  const latest = useRef({ options, saved })
  latest.current = { options, saved }
  const resolver: Resolver<PaymentValues> = (values) => {
    const choice = paymentChoiceOf(values, latest.current.options, latest.current.saved?.id ?? null)
    return choice.kind === 'invalid'
      ? { values: {}, errors: toFieldErrors(choice.errors) }
      : { values, errors: {} }
  }
  const form = useForm<PaymentValues>({
    resolver,
    defaultValues: {
      ...emptyCard,
      method: 'card',
      percentage: options[0] ? String(options[0]) : '',
      source: 'new',
      save_card: false,
      ...defaults,
    },
  })
  // A saved card, once known, is the first choice (unless the guest already picked).
  const { getFieldState, setValue } = form
  useEffect(() => {
    if (saved && !getFieldState('source').isDirty && !defaults?.source) setValue('source', 'saved')
  }, [saved, getFieldState, setValue, defaults?.source])
  return form
}

/** The choice the form holds now (valid, since react-hook-form ran the resolver before). */
export function choiceOf(values: PaymentValues, options: readonly number[], saved: PaymentMethod | null) {
  return paymentChoiceOf(values, options, saved?.id ?? null) as Exclude<PaymentChoice, { kind: 'invalid' }>
}

const serverFields: Record<string, CardField | 'percentage'> = {
  'card.number': 'number',
  'card.exp_month': 'expiry',
  'card.exp_year': 'expiry',
  'card.cvv': 'cvv',
  'card.holder': 'holder',
  card: 'number',
  percentage_to_pay: 'percentage',
}

/**
 * Puts the API's field errors (422: a card the provider refused, a share no longer open) on the fields.
 * Returns whether any field got one.
 */
export function showServerErrors(
  error: unknown,
  form: Pick<UseFormReturn<PaymentValues>, 'setError'>,
  source: PaymentValues['source'],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false
  let shown = false
  for (const [path, messages] of Object.entries(error.errors)) {
    const field = serverFields[path]
    if (!field || !messages[0] || (source === 'saved' && field !== 'percentage')) continue
    form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !shown })
    shown = true
  }
  return shown
}

const shareCard =
  'cursor-pointer rounded-xl border border-line bg-surface hover:border-pine-300 has-checked:border-pine-700 has-checked:bg-pine-50 has-checked:ring-1 has-checked:ring-pine-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600'
const radioCard =
  'flex cursor-pointer gap-3 rounded-xl border border-line bg-surface p-3.5 hover:border-pine-300 has-checked:border-pine-700 has-checked:bg-pine-50 has-checked:ring-1 has-checked:ring-pine-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600'

/**
 * The payment details: in the booking dialog, card now or at the hotel; the share to pay now (the hotel's
 * percentages, with their amounts); the saved card or a new one (number with its brand recognised as it is
 * typed, expiry, CVV of the brand's length, holder); and whether to save the new card.
 */
export function PaymentFields({
  form,
  options,
  total,
  left,
  currency,
  saved,
  allowHotel = false,
  account = true,
}: {
  form: UseFormReturn<PaymentValues>
  options: readonly number[]
  /** The reservation's total (cents), for the amount of each share; null while unknown. */
  total: number | null
  /** What is still to pay (cents), when part is paid already. */
  left?: number
  currency: string
  saved: PaymentMethod | null | undefined
  allowHotel?: boolean
  /**
   * Whether the payer has an account. Without one (a reservation booked as a guest), no card is saved
   * and the rest is paid from the mailed link rather than the profile.
   */
  account?: boolean
}) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const hotel = useHotel()
  const id = useId()
  const {
    register,
    watch,
    formState: { errors },
  } = form
  const method = allowHotel ? watch('method') : 'card'
  const source = saved ? watch('source') : 'new'
  const error = (name: keyof PaymentValues) => messageText(t, errors[name])

  return (
    <div className="grid grid-cols-1 gap-6">
      {allowHotel ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('payment.method')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <label className={radioCard}>
              <input
                type="radio"
                value="card"
                className="mt-1 size-4 shrink-0 accent-pine-700"
                aria-labelledby={`${id}-card-title`}
                aria-describedby={`${id}-card-text`}
                {...register('method')}
              />
              <span>
                <span id={`${id}-card-title`} className="flex items-center gap-2 font-semibold text-pine-950">
                  <CreditCard className="size-4 text-pine-700" aria-hidden="true" />
                  {t('payment.card')}
                </span>
                <span id={`${id}-card-text`} className="mt-1 block text-sm text-ink">
                  {t('payment.cardText', { context: account ? undefined : 'guest' })}
                </span>
              </span>
            </label>
            <label className={radioCard}>
              <input
                type="radio"
                value="hotel"
                className="mt-1 size-4 shrink-0 accent-pine-700"
                aria-labelledby={`${id}-hotel-title`}
                aria-describedby={`${id}-hotel-text`}
                {...register('method')}
              />
              <span>
                <span
                  id={`${id}-hotel-title`}
                  className="flex items-center gap-2 font-semibold text-pine-950"
                >
                  <Hotel className="size-4 text-pine-700" aria-hidden="true" />
                  {t('payment.hotel')}
                </span>
                <span id={`${id}-hotel-text`} className="mt-1 block text-sm text-ink">
                  {t('payment.hotelText', { currency: hotel.currency, local: hotel.local_currency })}
                </span>
              </span>
            </label>
          </div>
        </fieldset>
      ) : null}

      {method === 'card' ? (
        <>
          <fieldset aria-describedby={errors.percentage ? `${id}-percentage-error` : undefined}>
            <legend className="mb-2 text-sm font-medium text-ink">{t('card.share')}</legend>
            <div className="grid grid-cols-3 gap-2">
              {options.map((percentage) => {
                const amount = total !== null ? amountOf(percentage, total, left ?? total) : null
                const all = amount !== null && amount === (left ?? total)
                return (
                  // Phones: the radio and the share on a line, the amount under both; wider: the radio beside both.
                  <label
                    key={percentage}
                    className={`${shareCard} grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2 gap-y-0.5 px-3 py-2.5 sm:gap-x-3 sm:p-3.5`}
                  >
                    <input
                      type="radio"
                      value={String(percentage)}
                      className="size-4 shrink-0 accent-pine-700 sm:row-span-2"
                      aria-invalid={errors.percentage ? true : undefined}
                      {...register('percentage')}
                    />
                    <span className="font-semibold text-pine-950 tabular-nums">
                      {all && left !== undefined && left !== total
                        ? t('card.rest')
                        : t('card.percentage', { percentage })}
                    </span>
                    <span className="col-span-2 text-sm text-ink tabular-nums sm:col-span-1 sm:col-start-2">
                      {amount !== null ? formatMoney(amount, currency, lng, 'when-any') : '…'}
                    </span>
                  </label>
                )
              })}
            </div>
            <FieldError id={`${id}-percentage-error`} error={error('percentage')} />
          </fieldset>

          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">{t('card.legend')}</legend>
            {saved ? (
              <div className="mb-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
                <label className={`${radioCard} items-center`}>
                  <input
                    type="radio"
                    value="saved"
                    className="size-4 shrink-0 accent-pine-700"
                    {...register('source')}
                  />
                  <BrandLogo brand={saved.brand} decorative />
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold text-ink">
                      {t('card.saved', { brand: brandName(saved.brand), last4: saved.last4 })}
                    </span>
                    <span className="block text-ink-soft">
                      {t('card.expires', {
                        date: `${String(saved.exp_month).padStart(2, '0')}/${String(saved.exp_year).slice(-2)}`,
                      })}
                    </span>
                  </span>
                </label>
                <label className={`${radioCard} items-center`}>
                  <input
                    type="radio"
                    value="new"
                    className="size-4 shrink-0 accent-pine-700"
                    {...register('source')}
                  />
                  <CreditCard className="size-6 shrink-0 text-pine-700" aria-hidden="true" />
                  <span className="font-semibold text-ink">{t('card.new')}</span>
                </label>
              </div>
            ) : null}
            {source === 'new' ? (
              <CardInputs form={form} />
            ) : (
              <p className="text-sm text-ink-soft">{t('card.savedText')}</p>
            )}
            {source === 'new' && account ? (
              <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-pine-700"
                  aria-labelledby={`${id}-save-title`}
                  aria-describedby={`${id}-save-text`}
                  {...register('save_card')}
                />
                <span>
                  <span id={`${id}-save-title`} className="font-medium">
                    {saved ? t('card.replace') : t('card.save')}
                  </span>
                  <span id={`${id}-save-text`} className="block text-ink-soft">
                    {t('card.saveText')}
                  </span>
                </span>
              </label>
            ) : null}
          </fieldset>
          <p className="flex items-start gap-2 text-sm text-ink-soft">
            <Lock className="mt-0.5 size-4 shrink-0 text-pine-700" aria-hidden="true" />
            {t('card.secure')}
          </p>
        </>
      ) : null}
    </div>
  )
}

/**
 * Holder, number (grouped as the card prints it, its brand shown live), expiry (MM/YY) and CVV (as many
 * digits as the brand uses). Works with any react-hook-form whose values include CardValues.
 */
export function CardInputs<V extends CardValues>({ form }: { form: UseFormReturn<V> }) {
  const { t } = useTranslation('reservations')
  // react-hook-form's generics cannot see that V has these fields: use them as CardValues.
  const { register, watch, setValue, formState } = form as unknown as UseFormReturn<CardValues>
  const errors = formState.errors
  const number = watch('number') ?? ''
  const brand = cardBrand(number)
  const error = (name: keyof CardValues) => messageText(t, errors[name])
  const revalidate = { shouldValidate: formState.isSubmitted }
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5">
      <TextField
        label={t('card.holder')}
        autoComplete="cc-name"
        required
        className="col-span-2"
        error={error('holder')}
        {...register('holder')}
      />
      <TextField
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        className="col-span-2 [&_input]:tracking-wide [&_input]:tabular-nums"
        hint={<BrandRow active={brand} />}
        error={error('number')}
        {...register('number', {
          // The CVV's length depends on the brand: check it again when the number changes.
          deps: formState.isSubmitted ? ['cvv'] : [],
          onChange: (event) => {
            const formatted = formatCardNumber(String(event.target.value))
            if (formatted !== event.target.value) setValue('number', formatted, revalidate)
          },
        })}
      />
      <TextField
        label={t('card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('card.expiryPlaceholder')}
        maxLength={7}
        required
        className="col-span-2 min-[22rem]:col-span-1"
        hint={t('card.expiryHint')}
        error={error('expiry')}
        {...register('expiry', {
          onChange: (event) => {
            const typed = String(event.target.value)
            // Deleting the slash deletes it; typing adds it after the month.
            const formatted = /^\d{2}\/?$/.test(typed) ? typed : formatExpiry(typed)
            if (formatted !== typed) setValue('expiry', formatted, revalidate)
          },
        })}
      />
      <TextField
        label={t('card.cvv')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
        className="col-span-2 min-[22rem]:col-span-1"
        hint={t(brand === 'amex' ? 'card.cvvHintAmex' : 'card.cvvHint')}
        error={error('cvv')}
        {...register('cvv')}
      />
    </div>
  )
}

/** A card form alone (update payment method): the same inputs and checks, without the share. */
export function useCardForm() {
  const resolver: Resolver<CardValues> = (values) => {
    const { card, errors } = checkCard(values)
    return card ? { values, errors: {} } : { values: {}, errors: toFieldErrors(errors) }
  }
  return useForm<CardValues>({ resolver, defaultValues: emptyCard })
}
