import { type Product, type ProductCreate, type ProductUpdate, productCategories } from '@hotel/contract'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../components/dialog.tsx'
import { Field, inputClass } from '../../components/field.tsx'
import { MoneyField } from '../../components/money-field.tsx'
import { useSaveForm } from '../../components/save-form.ts'
import { useCreateProduct, useUpdateProduct } from './api.ts'
import {
  type ProductValues,
  productCreateResolver,
  productErrorText,
  productFields,
  productPayload,
  productUpdateResolver,
  productValues,
} from './parts.ts'

/** Adds a product (`product` null) or edits one: name, category, price, and the cost of the stock on hand. */
export function ProductDialog({
  open,
  product,
  currency,
  onClose,
}: {
  open: boolean
  product: Product | null
  currency: string
  onClose: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'products' })
  const { t: tc } = useTranslation()
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const pending = create.isPending || update.isPending
  const editing = product !== null
  const {
    register,
    reset,
    formState: { errors },
    submitWith,
  } = useSaveForm<ProductValues>(
    {
      resolver: editing ? productUpdateResolver : productCreateResolver,
      defaultValues: productValues(product),
    },
    productFields,
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (open) reset(productValues(product))
  }, [open, product?.id])

  const submit = submitWith(
    (values) =>
      product
        ? update.mutateAsync({ id: product.id, body: productPayload(values, true) as ProductUpdate })
        : create.mutateAsync(productPayload(values, false) as ProductCreate),
    onClose,
  )

  const error = (field: (typeof productFields)[number]) => productErrorText(tc, field, errors[field])
  const moneyHint = t('moneyHint', { currency })

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? t('editTitle') : t('addTitle')}
      description={editing ? t('editIntro') : t('addIntro')}
      className="max-w-lg"
      submitLabel={editing ? t('save') : t('add')}
      pending={pending}
      onSubmit={submit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <Field label={t('name')} error={error('name')} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            {...register('name')}
            type="text"
            autoComplete="off"
            className={inputClass(Boolean(errors.name))}
          />
        )}
      </Field>
      <Field label={t('category')} error={error('category')}>
        {(control) => (
          <select {...control} {...register('category')} className={inputClass(Boolean(errors.category))}>
            <option value="" disabled>
              —
            </option>
            {productCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <MoneyField
        label={t('unitPrice')}
        hint={moneyHint}
        error={error('unit_price')}
        registration={register('unit_price')}
      />
      {!editing && (
        <Field label={t('initialStock')} error={error('stock')}>
          {(control) => (
            <input
              {...control}
              {...register('stock')}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={inputClass(Boolean(errors.stock))}
            />
          )}
        </Field>
      )}
      <MoneyField
        label={t('totalCost')}
        hint={moneyHint}
        error={error('total_cost')}
        registration={register('total_cost')}
      />
    </FormDialog>
  )
}
