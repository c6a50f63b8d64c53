import {
  type DeskReservation,
  type ExtrasCreate,
  extrasCreateSchema,
  formatMoney,
  maxExtraQuantity,
  type Product,
  type ProductCategory,
  productCategories,
} from '@hotel/contract'
import { Minus, Plus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { Dialog, FormDialogFooter } from '../../components/dialog.tsx'
import { DialogAlert } from '../../components/dialog-alert.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { LoadingState } from '../../components/loading-state.tsx'
import { useLocale } from '../../lib/locale.ts'
import { useProducts } from '../inventory/api.ts'
import { reservationApi, useReservationAction } from './api.ts'
import { schemaErrors, useReservationErrorText } from './parts.tsx'

/** What is in the basket: a product and how many, by the product's id. */
type ExtrasCart = Record<string, { product: Product; quantity: number }>

/** The spec's body: the room, and each product with its category and quantity (none at zero). */
export function extrasBody(roomId: string, cart: ExtrasCart): ExtrasCreate {
  return {
    room_id: roomId,
    extras: Object.values(cart)
      .filter((item) => item.quantity > 0)
      .map((item) => ({
        category: item.product.category,
        product_id: item.product.id,
        quantity: item.quantity,
      })),
  }
}

/** A basket's total, in minor units. */
export const cartTotal = (cart: ExtrasCart) =>
  Object.values(cart).reduce((sum, item) => sum + item.quantity * item.product.unit_price, 0)

/** Add extras: the stay's room, then products by category with their quantity; unit price and stock shown. */
export function ExtrasDialog({
  open,
  reservation,
  onClose,
}: {
  open: boolean
  reservation: DeskReservation
  onClose: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const errorText = useErrorText()
  const fieldError = useReservationErrorText()
  const [roomId, setRoomId] = useState(reservation.rooms[0]?.room_id ?? '')
  const [category, setCategory] = useState<ProductCategory>('drink')
  const [cart, setCart] = useState<ExtrasCart>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const products = useProducts({ category, per_page: 100, order_by: 'name' }, { enabled: open })
  const action = useReservationAction(
    (body: ExtrasCreate) => reservationApi.addExtras(reservation.id, body),
    { stock: true },
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (open) {
      setRoomId(reservation.rooms[0]?.room_id ?? '')
      setCart({})
      setRefusal(null)
    }
  }, [open])

  const setQuantity = (product: Product, quantity: number) =>
    setCart((current) => {
      const next = { ...current }
      const clamped = Math.max(0, Math.min(quantity, maxExtraQuantity, product.stock))
      if (clamped === 0) delete next[product.id]
      else next[product.id] = { product, quantity: clamped }
      return next
    })

  const submit = async () => {
    setRefusal(null)
    const body = extrasBody(roomId, cart)
    const errors = schemaErrors(extrasCreateSchema, body)
    const first = Object.values(errors)[0]
    if (first) {
      setRefusal(fieldError(first, { min: 1, max: maxExtraQuantity }) ?? null)
      return
    }
    try {
      const answer = await action.mutateAsync(body)
      toast.success(answer.message)
      onClose()
    } catch (error) {
      setRefusal(errorText(error))
    }
  }

  const items = Object.values(cart)
  const currency = reservation.currency

  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={action.isPending}
      title={t('reservations.extrasTitle', { reference: reservation.reference })}
      description={t('reservations.extrasIntro')}
      className="max-w-2xl"
      footer={
        <FormDialogFooter
          onSubmit={submit}
          submitLabel={
            items.length === 0
              ? t('reservations.charge')
              : t('reservations.chargeAmount', { amount: formatMoney(cartTotal(cart), currency, locale) })
          }
          pending={action.isPending}
          onCancel={onClose}
          disabled={items.length === 0}
        />
      }
    >
      <div className="grid gap-4">
        <DialogAlert message={refusal} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">{t('reservations.extrasRoom')}</legend>
          <div className="flex flex-wrap gap-2">
            {reservation.rooms.map((room) => (
              <label
                key={room.room_id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50"
              >
                <input
                  type="radio"
                  name="extras-room"
                  value={room.room_id}
                  checked={roomId === room.room_id}
                  onChange={() => setRoomId(room.room_id)}
                  className="size-4"
                />
                {t('reservations.roomLabel', { number: room.number })}
              </label>
            ))}
          </div>
        </fieldset>
        <div role="tablist" aria-label={t('reservations.category')} className="flex gap-2 overflow-x-auto">
          {productCategories.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={category === value}
              onClick={() => setCategory(value)}
              className={buttonClass(category === value ? 'primary' : 'secondary', { padding: 'px-4' })}
            >
              {t(`products.categories.${value}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="min-h-40">
          {!products.data ? (
            products.error ? (
              <ErrorPanel error={products.error} onRetry={() => void products.refetch()} />
            ) : (
              <LoadingState />
            )
          ) : products.data.data.length === 0 ? (
            <p className="py-6 text-center text-ink-soft">{t('reservations.noProducts')}</p>
          ) : (
            <ul className="divide-y divide-line rounded-lg border border-line">
              {products.data.data.map((product) => {
                const quantity = cart[product.id]?.quantity ?? 0
                const out = product.stock === 0
                return (
                  <li key={product.id} className="flex items-center gap-3 px-3 py-2">
                    <div className="min-w-0 flex-1">
                      <p className={`font-medium ${out ? 'text-ink-soft' : ''}`}>{product.name}</p>
                      <p className="text-ink-soft text-sm">
                        {formatMoney(product.unit_price, currency, locale)} ·{' '}
                        {out
                          ? t('products.statuses.out_of_stock')
                          : t('reservations.inStock', { count: product.stock })}
                      </p>
                    </div>
                    <div className="flex items-center gap-1">
                      <button
                        type="button"
                        onClick={() => setQuantity(product, quantity - 1)}
                        disabled={quantity === 0}
                        aria-label={t('reservations.less', { name: product.name })}
                        className={buttonClass('secondary', { padding: 'px-3' })}
                      >
                        <Minus className="size-4" aria-hidden="true" />
                      </button>
                      <output
                        aria-live="polite"
                        aria-label={t('reservations.quantityOf', { name: product.name })}
                        className="w-8 text-center font-semibold tabular-nums"
                      >
                        {quantity}
                      </output>
                      <button
                        type="button"
                        onClick={() => setQuantity(product, quantity + 1)}
                        disabled={out || quantity >= Math.min(product.stock, maxExtraQuantity)}
                        aria-label={t('reservations.more', { name: product.name })}
                        className={buttonClass('secondary', { padding: 'px-3' })}
                      >
                        <Plus className="size-4" aria-hidden="true" />
                      </button>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
        {items.length > 0 && (
          <section aria-label={t('reservations.basket')} className="rounded-lg bg-paper p-3 text-sm">
            <ul className="grid gap-1">
              {items.map((item) => (
                <li key={item.product.id} className="flex justify-between gap-3">
                  <span>
                    {item.product.name} × {item.quantity}
                  </span>
                  <span className="tabular-nums">
                    {formatMoney(item.quantity * item.product.unit_price, currency, locale)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Dialog>
  )
}
