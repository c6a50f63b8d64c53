import {
  type PromotionCreate,
  promotionCreateSchema,
  promotionDiscount,
  promotionNameLength,
  type StaffPromotion,
} from '@hotel/contract'
import type { TFunction } from 'i18next'
import type { FieldError, Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateRangeFields } from '../../components/date-range-fields.tsx'
import { FormDialog } from '../../components/dialog.tsx'
import { Field, inputClass } from '../../components/field.tsx'
import { LoadingState } from '../../components/loading-state.tsx'
import { createOrUpdate, useSaveForm } from '../../components/save-form.ts'
import { fieldErrorText, schemaResolver } from '../../lib/forms.ts'
import { useCreatePromotion, usePromotionRooms, useUpdatePromotion } from './api.ts'

/** The form's values as the inputs hold them: the discount as typed, the rooms as the ticked boxes' values. */
export interface PromotionValues {
  name: string
  promotional_code: string
  discount: string
  start_at: string
  expired_at: string
  status: 'active' | 'inactive'
  rooms: string[]
}
const promotionFields = ['name', 'promotional_code', 'discount', 'start_at', 'expired_at', 'rooms'] as const

const promotionValues = (promotion?: StaffPromotion): PromotionValues => ({
  name: promotion?.name ?? '',
  promotional_code: promotion?.promotional_code ?? '',
  discount: promotion ? String(promotion.discount) : '',
  start_at: promotion?.start_at ?? '',
  expired_at: promotion?.expired_at ?? '',
  status: promotion?.status ?? 'active',
  rooms: (promotion?.rooms ?? []).map(String),
})

/** The form's values as the API takes them; what is not a number stays as typed for the schema to refuse. */
export function toPayload(values: PromotionValues) {
  const discount = values.discount.trim()
  return {
    ...values,
    discount: /^\d+$/.test(discount) ? Number(discount) : discount,
    rooms: (values.rooms ?? []).map(Number),
  }
}

const inner = schemaResolver<Record<string, unknown>>(promotionCreateSchema)
/** The contract's schema on the payload the form makes. */
export const promotionResolver = (async (values: PromotionValues, context: unknown, options: unknown) =>
  // biome-ignore lint/suspicious/noExplicitAny: the payload's types differ from the form's on purpose
  (inner as any)(toPayload(values), context, options)) as Resolver<PromotionValues>

/** A field's error: the contract's own keys of this screen, then the dashboard's, with this form's limits. */
export function promotionErrorText(t: TFunction, error: Pick<FieldError, 'type' | 'message'> | undefined) {
  switch (error?.message) {
    case 'promotions.code_format':
      return t('prices.promotions.codeFormat')
    case 'promotions.rooms_required':
      return t('prices.promotions.roomsRequired')
    case 'promotions.date_order':
      return t('prices.promotions.dateOrder')
    case 'validation.too_short':
      return t('prices.promotions.tooShort', { min: promotionNameLength.min })
  }
  return fieldErrorText(t, error, { min: promotionDiscount.min, max: promotionDiscount.max })
}

/** Creates a promotion, or edits one (`promotion` given). */
export function PromotionDialog({
  promotion,
  open,
  onClose,
}: {
  promotion?: StaffPromotion
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { pending, send } = createOrUpdate(promotion, useCreatePromotion(), useUpdatePromotion())
  const rooms = usePromotionRooms()
  const {
    register,
    reset,
    formState: { errors },
    submitWith,
  } = useSaveForm<PromotionValues>(
    { resolver: promotionResolver, values: promotionValues(promotion) },
    promotionFields,
  )

  function close() {
    reset(promotionValues(promotion))
    onClose()
  }

  // The resolver hands on the contract's payload.
  const submit = submitWith((values) => send(values as unknown as PromotionCreate), close)

  const text = (name: 'name' | 'promotional_code' | 'discount', hint?: string) => (
    <Field
      label={t(`prices.promotions.field.${name}`)}
      hint={hint}
      error={promotionErrorText(t, errors[name])}
    >
      {(control) => (
        <input
          {...control}
          {...register(name)}
          type="text"
          inputMode={name === 'discount' ? 'numeric' : undefined}
          autoComplete="off"
          className={inputClass(Boolean(errors[name]), name === 'promotional_code' ? 'uppercase' : '')}
        />
      )}
    </Field>
  )

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={promotion ? t('prices.promotions.editTitle') : t('prices.promotions.newTitle')}
      description={t('prices.promotions.formIntro')}
      className="max-w-2xl"
      submitLabel={t('prices.promotions.save')}
      pending={pending}
      onSubmit={submit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      {text('name')}
      {text('promotional_code', t('prices.promotions.codeHint'))}
      {text('discount', t('prices.promotions.discountHint', promotionDiscount))}
      <Field label={t('prices.promotions.field.status')}>
        {(control) => (
          <select {...control} {...register('status')} className={inputClass(false)}>
            <option value="active">{t('prices.promotions.status.active')}</option>
            <option value="inactive">{t('prices.promotions.status.inactive')}</option>
          </select>
        )}
      </Field>
      <DateRangeFields
        start={{
          label: t('prices.promotions.field.start_at'),
          error: promotionErrorText(t, errors.start_at),
          registration: register('start_at'),
        }}
        end={{
          label: t('prices.promotions.field.expired_at'),
          hint: t('prices.promotions.expiredHint'),
          error: promotionErrorText(t, errors.expired_at),
          registration: register('expired_at'),
        }}
      />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.rooms ? 'promotion-rooms-error' : undefined}
      >
        <legend className="font-medium text-sm">{t('prices.promotions.field.rooms')}</legend>
        {rooms.isPending ? (
          <LoadingState />
        ) : (
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {rooms.data?.map((room) => (
              <label
                key={room.number}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 text-sm"
              >
                <input
                  type="checkbox"
                  value={String(room.number)}
                  {...register('rooms')}
                  className="size-4"
                />
                <span>
                  {room.number}
                  <span className="text-ink-soft"> · {t(`prices.roomType.${room.type}`)}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        {errors.rooms && (
          <p id="promotion-rooms-error" className="mt-1.5 text-error-700 text-sm">
            {promotionErrorText(t, errors.rooms as FieldError)}
          </p>
        )}
      </fieldset>
    </FormDialog>
  )
}
