import { type CurrencyUnit, type CurrencyUnitCreate, currencyUnitTypes } from '@hotel/contract'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../components/dialog.tsx'
import { Field, inputClass } from '../../components/field.tsx'
import { useSaveForm } from '../../components/save-form.ts'
import { useSaveUnit } from './api.ts'
import {
  currencyErrorText,
  type UnitValues,
  unitCreateResolver,
  unitFields,
  unitPayload,
  unitUpdateResolver,
  unitValues,
} from './parts.ts'

/** Adds a currency unit (`unit` null) or edits one; a duplicate's message from the server lands on the value. */
export function UnitDialog({
  open,
  unit,
  onClose,
}: {
  open: boolean
  unit: CurrencyUnit | null
  onClose: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'currencies' })
  const { t: tc } = useTranslation()
  const save = useSaveUnit()
  const {
    register,
    reset,
    formState: { errors },
    submitWith,
  } = useSaveForm<UnitValues>(
    {
      resolver: unit ? unitUpdateResolver : unitCreateResolver,
      defaultValues: unitValues(unit),
    },
    unitFields,
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (open) reset(unitValues(unit))
  }, [open, unit?.id])

  const submit = submitWith(
    (values) =>
      save.mutateAsync({
        id: unit?.id ?? null,
        body: unitPayload(values) as CurrencyUnitCreate,
      }),
    onClose,
  )
  const error = (field: (typeof unitFields)[number]) => currencyErrorText(tc, field, errors[field])

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={unit ? t('editTitle') : t('addTitle')}
      description={t('unitIntro')}
      submitLabel={unit ? t('save') : t('add')}
      pending={save.isPending}
      onSubmit={submit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <Field
        label={t('description')}
        hint={t('descriptionHint')}
        error={error('description')}
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            {...register('description')}
            type="text"
            autoComplete="off"
            className={inputClass(Boolean(errors.description))}
          />
        )}
      </Field>
      <Field label={t('code')} hint={t('codeHint')} error={error('currency_code')}>
        {(control) => (
          <input
            {...control}
            {...register('currency_code')}
            type="text"
            maxLength={3}
            autoComplete="off"
            autoCapitalize="characters"
            className={inputClass(Boolean(errors.currency_code), 'uppercase')}
          />
        )}
      </Field>
      <Field label={t('type')} error={error('type')}>
        {(control) => (
          <select {...control} {...register('type')} className={inputClass(Boolean(errors.type))}>
            <option value="" disabled>
              —
            </option>
            {currencyUnitTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('value')} hint={t('valueHint')} error={error('value')} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            {...register('value')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={inputClass(Boolean(errors.value))}
          />
        )}
      </Field>
    </FormDialog>
  )
}
