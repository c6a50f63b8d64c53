import {
  manualStockReasons,
  maxStockQuantity,
  type Product,
  type StockAdjustmentCreate,
  stockAdjustmentCreateSchema,
} from '@hotel/contract'
import { useEffect } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { FormDialog } from '../../components/dialog.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { applyServerErrors, fieldErrorText, schemaResolver } from '../../lib/forms.ts'
import { useAdjustStock } from './api.ts'

type ManualReason = (typeof manualStockReasons)[number]

/** The adjustment form: a reason, the units (added, removed, or counted) as typed, and a note. */
export interface AdjustValues {
  reason: ManualReason
  units: string
  note: string
}

const toWhole = (value: string): number | string => {
  const trimmed = value.trim()
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/** The body the API takes: `quantity` for a restock or waste, `counted` for a count. */
export function adjustmentPayload(values: AdjustValues): StockAdjustmentCreate {
  const units = toWhole(values.units) as number
  const note = values.note.trim() || undefined
  return values.reason === 'count'
    ? { reason: 'count', counted: units, note }
    : { reason: values.reason, quantity: units, note }
}

const inner = schemaResolver<Record<string, unknown>>(stockAdjustmentCreateSchema)
/** The contract's schema on the body the form makes; its `quantity`/`counted` error lands on `units`. */
export const adjustResolver = (async (values: AdjustValues, context: unknown, options: unknown) => {
  // biome-ignore lint/suspicious/noExplicitAny: the payload's types differ from the form's on purpose
  const result = await (inner as any)(adjustmentPayload(values), context, options)
  const errors = result.errors ?? {}
  const units = errors.quantity ?? errors.counted
  const mapped = { ...(units ? { units } : {}), ...(errors.note ? { note: errors.note } : {}) }
  return Object.keys(mapped).length ? { values: {}, errors: mapped } : { values, errors: {} }
}) as Resolver<AdjustValues>

/** Restock, waste or count, with a note: for those who hold inventory.count. */
export function AdjustDialog({
  open,
  product,
  onClose,
}: {
  open: boolean
  product: Product
  onClose: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'products' })
  const { t: tc } = useTranslation()
  const adjust = useAdjustStock()
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<AdjustValues>({
    resolver: adjustResolver,
    defaultValues: { reason: 'restock', units: '', note: '' },
  })
  const reason = watch('reason')

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (open) reset({ reason: 'restock', units: '', note: '' })
  }, [open])

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await adjust.mutateAsync({ id: product.id, body: adjustmentPayload(values) })
      toast.success(answer.message)
      onClose()
    } catch (error) {
      const fields = applyServerErrors(error, setError, ['note'])
      if (error && typeof error === 'object' && 'errors' in error) {
        const server = (error as { errors?: Record<string, string[]> }).errors ?? {}
        const units = server.quantity?.[0] ?? server.counted?.[0]
        if (units) {
          setError('units', { type: 'server', message: units }, { shouldFocus: true })
          return
        }
      }
      if (fields.length === 0) toast.error(errorText(error))
    }
  })

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('adjustTitle', { name: product.name })}
      description={t('adjustIntro', { stock: product.stock })}
      className="max-w-lg"
      submitLabel={t('adjustSave')}
      pending={adjust.isPending}
      onSubmit={submit}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">{t('reason')}</legend>
        {manualStockReasons.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50"
          >
            <input {...register('reason')} type="radio" value={value} className="mt-1 size-4" />
            <span className="flex flex-col">
              <span className="font-medium">{t(`reasons.${value}`)}</span>
              <span className="text-ink-soft text-sm">{t(`reasonHints.${value}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Field
        label={reason === 'count' ? t('counted') : t('quantity')}
        error={fieldErrorText(tc, errors.units, { min: reason === 'count' ? 0 : 1, max: maxStockQuantity })}
      >
        {(control) => (
          <input
            {...control}
            {...register('units')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={inputClass(Boolean(errors.units))}
          />
        )}
      </Field>
      <Field label={t('note')} optional error={fieldErrorText(tc, errors.note, { max: 300 })}>
        {(control) => (
          <textarea
            {...control}
            {...register('note')}
            rows={2}
            className={inputClass(Boolean(errors.note))}
          />
        )}
      </Field>
    </FormDialog>
  )
}
