import { can, formatHotelMoment, formatMoney, type Product, type StockAdjustment } from '@hotel/contract'
import { History, PackagePlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { DetailHeader, EditAction } from '../../components/detail-header.tsx'
import { RecordPage } from '../../components/detail-page.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { LoadingState } from '../../components/loading-state.tsx'
import { useHotel } from '../../lib/hotel.ts'
import { useLocale } from '../../lib/locale.ts'
import { AdjustDialog } from './adjust-dialog.tsx'
import { useProduct, useStockHistory } from './api.ts'
import { ProductStatusBadge, StockBadge } from './badges.tsx'
import { ProductDialog } from './product-dialog.tsx'

/** One product: its stock, price and status, its stock history, and the adjust and edit actions. */
export default function ProductPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <RecordPage
      query={useProduct(id)}
      title={(product) => product.name}
      fallbackTitle={t('screens.product')}
      back="/products"
      backLabel={t('products.back')}
      errorTitle={t('products.loadOneError')}
    >
      {(product) => <ProductView product={product} />}
    </RecordPage>
  )
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'products' })
  const locale = useLocale()
  const currency = useHotel().data?.currency ?? 'USD'
  const { permissions } = useSession()
  const [adjusting, setAdjusting] = useState(false)
  const [editing, setEditing] = useState(false)
  const money = (cents: number) => formatMoney(cents, currency, locale)
  return (
    <>
      <DetailHeader
        title={product.name}
        subtitle={
          <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-soft">
            {t(`categories.${product.category}`)}
            <ProductStatusBadge status={product.status} />
          </p>
        }
        actions={
          <>
            {can(permissions, 'inventory.count') && (
              <button type="button" onClick={() => setAdjusting(true)} className={buttonClass('primary')}>
                <PackagePlus className="size-4" aria-hidden="true" />
                {t('adjust')}
              </button>
            )}
            {can(permissions, 'inventory.manage') && (
              <EditAction label={t('edit')} onClick={() => setEditing(true)} />
            )}
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[
          [t('inStock'), <StockBadge key="stock" stock={product.stock} />],
          [
            t('price'),
            <span key="price" className="tabular-nums">
              {money(product.unit_price)}
            </span>,
          ],
          [
            t('cost'),
            <span key="cost" className="tabular-nums">
              {money(product.total_cost)}
            </span>,
          ],
        ].map(([label, value]) => (
          <div key={String(label)} className="rounded-xl border border-line bg-surface p-4">
            <dt className="text-ink-soft text-sm">{label}</dt>
            <dd className="mt-1 text-lg">{value}</dd>
          </div>
        ))}
      </dl>
      <StockHistory product={product} />
      {adjusting && <AdjustDialog open={adjusting} product={product} onClose={() => setAdjusting(false)} />}
      {editing && (
        <ProductDialog
          open={editing}
          product={product}
          currency={currency}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  )
}

function StockHistory({ product }: { product: Product }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'products' })
  const locale = useLocale()
  const [page, setPage] = useState(1)
  const query = useStockHistory(product.id, page)
  const rows = query.data?.data ?? []
  const meta = query.data?.meta
  const change = (adjustment: StockAdjustment) =>
    adjustment.delta > 0 ? `+${adjustment.delta}` : String(adjustment.delta)

  return (
    <section aria-labelledby="stock-history" className="flex flex-col gap-3">
      <h2 id="stock-history" className="font-semibold text-lg">
        {t('history')}
      </h2>
      {query.error && !query.data ? (
        <ErrorPanel error={query.error} title={t('loadOneError')} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState icon={History} title={t('historyEmpty')} />
      ) : (
        <>
          {/* Phones: one card per change. */}
          <ul className="flex flex-col gap-2 md:hidden">
            {rows.map((adjustment) => (
              <li key={adjustment.id} className="rounded-xl border border-line bg-surface p-3">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{t(`reasons.${adjustment.reason}`)}</span>
                  <span
                    className={`font-semibold tabular-nums ${adjustment.delta < 0 ? 'text-error-700' : 'text-pine-800'}`}
                  >
                    {change(adjustment)}
                  </span>
                </div>
                <p className="text-ink-soft text-sm">
                  {formatHotelMoment(adjustment.created_at, locale)}
                  {adjustment.staff_name && ` · ${adjustment.staff_name}`}
                </p>
                <p className="text-sm">
                  {t('after')}: <span className="tabular-nums">{adjustment.stock_after}</span>
                </p>
                {adjustment.note && <p className="text-ink-soft text-sm">{adjustment.note}</p>}
              </li>
            ))}
          </ul>
          {/* Desks: a table. */}
          <div className="hidden overflow-x-auto rounded-xl border border-line md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-paper text-ink-soft">
                <tr>
                  <th className="px-3 py-2 font-medium">{t('when')}</th>
                  <th className="px-3 py-2 font-medium">{t('reason')}</th>
                  <th className="px-3 py-2 text-end font-medium">{t('change')}</th>
                  <th className="px-3 py-2 text-end font-medium">{t('after')}</th>
                  <th className="px-3 py-2 font-medium">{t('by')}</th>
                  <th className="px-3 py-2 font-medium">{t('note')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((adjustment) => (
                  <tr key={adjustment.id} className="border-line border-t">
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatHotelMoment(adjustment.created_at, locale)}
                    </td>
                    <td className="px-3 py-2">{t(`reasons.${adjustment.reason}`)}</td>
                    <td
                      className={`px-3 py-2 text-end tabular-nums ${adjustment.delta < 0 ? 'text-error-700' : 'text-pine-800'}`}
                    >
                      {change(adjustment)}
                    </td>
                    <td className="px-3 py-2 text-end tabular-nums">{adjustment.stock_after}</td>
                    <td className="px-3 py-2">{adjustment.staff_name ?? '—'}</td>
                    <td className="px-3 py-2 text-ink-soft">{adjustment.note ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {meta && meta.last_page > 1 && (
            <div className="flex justify-between gap-2">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                className={buttonClass('secondary')}
              >
                {t('previous')}
              </button>
              <button
                type="button"
                disabled={page >= meta.last_page}
                onClick={() => setPage(page + 1)}
                className={buttonClass('secondary')}
              >
                {t('next')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
