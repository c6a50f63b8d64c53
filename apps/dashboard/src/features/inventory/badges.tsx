import type { ProductStatus } from '@hotel/contract'
import { useTranslation } from 'react-i18next'

const tone: Record<ProductStatus, string> = {
  available: 'bg-pine-50 text-pine-800',
  out_of_stock: 'bg-error-50 text-error-700',
}

/** Available or out of stock (derived from the stock by the API). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-sm whitespace-nowrap ${tone[status]}`}
    >
      {t(`products.statuses.${status}`)}
    </span>
  )
}

/** The stock in units, in bold when it runs low (five or fewer), muted when none is left. */
export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation()
  const look =
    stock === 0 ? 'text-ink-soft' : stock <= 5 ? 'font-semibold text-error-700' : 'font-medium text-ink'
  return (
    <span className={`whitespace-nowrap tabular-nums ${look}`}>{t('products.units', { count: stock })}</span>
  )
}
