import {
  type CurrencyUnit,
  can,
  defaultCurrencyCode,
  type ExchangeRate,
  formatHotelMoment,
  formatMoney,
} from '@hotel/contract'
import { ArrowLeftRight, Coins, Pencil, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { LoadingState, Spinner } from '../../components/loading-state.tsx'
import { Page } from '../../components/page.tsx'
import { PlainTable } from '../../components/plain-table.tsx'
import { useSaveForm } from '../../components/save-form.ts'
import { formatDecimal } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { rateListDefaults, useCurrencyUnits, useCurrentRate, useRateHistory, useSetRate } from './api.ts'
import { currencyErrorText, type RateValues, rateResolver } from './parts.ts'
import { UnitDialog } from './unit-dialog.tsx'
import { orderUnits } from './unit-order.ts'

const rateColumn = dataColumns<ExchangeRate>()
const card = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-5'
const td = 'py-2 pr-3 align-middle'

/** Currency units (the drawer's bills and coins) and the exchange rate with its history (currencies.manage). */
export default function CurrenciesPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'currencies' })
  useDocumentTitle(t('title'))
  const manage = can(useSession().permissions, 'currencies.manage')
  return (
    <Page title={t('title')} intro={t('intro')}>
      <RateSection manage={manage} />
      <UnitsSection manage={manage} />
    </Page>
  )
}

function UnitsSection({ manage }: { manage: boolean }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'currencies' })
  const locale = useLocale()
  const units = useCurrencyUnits()
  const [editing, setEditing] = useState<CurrencyUnit | null>(null)
  const [adding, setAdding] = useState(false)
  return (
    <section className={card} aria-labelledby="units-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="units-title" className="flex items-center gap-2 font-semibold text-lg">
          <Coins className="size-5 text-pine-700" aria-hidden="true" />
          {t('unitsTitle')}
        </h2>
        {manage && (
          <button type="button" onClick={() => setAdding(true)} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('add')}
          </button>
        )}
      </div>
      <div className="mt-3">
        {units.isPending ? (
          <LoadingState />
        ) : units.isError ? (
          <ErrorPanel error={units.error} title={t('loadError')} onRetry={() => void units.refetch()} />
        ) : units.data.length === 0 ? (
          <EmptyState icon={Coins} title={t('empty')} message={t('emptyMessage')} />
        ) : (
          <PlainTable
            caption={t('unitsTitle')}
            minWidth="min-w-[30rem]"
            columns={[
              { label: t('description') },
              { label: t('code') },
              { label: t('value'), numeric: true },
              { label: t('type'), className: 'pl-6' },
              ...(manage ? [{ label: t('actions'), hidden: true }] : []),
            ]}
          >
            {orderUnits(units.data).map((unit) => (
              <tr key={unit.id} className="border-line border-t">
                <td className={`${td} font-medium`}>{unit.description}</td>
                <td className={td}>{unit.currency_code}</td>
                <td className={`${td} text-right tabular-nums`}>
                  {formatMoney(unit.value, unit.currency_code, locale)}
                </td>
                <td className={`${td} pl-6`}>{t(`types.${unit.type}`)}</td>
                {manage && (
                  <td className={`${td} text-right`}>
                    <button
                      type="button"
                      onClick={() => setEditing(unit)}
                      className={buttonClass('secondary')}
                      aria-label={t('editLabel', { name: unit.description })}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      {t('edit')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </PlainTable>
        )}
      </div>
      {manage && (
        <UnitDialog
          open={adding || editing !== null}
          unit={editing}
          onClose={() => {
            setAdding(false)
            setEditing(null)
          }}
        />
      )}
    </section>
  )
}

function RateSection({ manage }: { manage: boolean }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'currencies' })
  const { t: tc } = useTranslation()
  const locale = useLocale()
  const errorText = useErrorText()
  const current = useCurrentRate()
  const list = useListParams(rateListDefaults)
  const history = useRateHistory(list.params)
  const rateColumns = useMemo<DataColumn<ExchangeRate>[]>(
    () => [
      rateColumn.accessor('effective_from', {
        header: t('effectiveFrom'),
        meta: { primary: true },
        enableSorting: false,
        cell: ({ getValue }) => formatHotelMoment(getValue(), locale),
      }),
      rateColumn.accessor('rate', {
        header: t('rate'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatDecimal(getValue(), locale),
      }),
      rateColumn.accessor('created_by_name', {
        header: t('setBy'),
        cell: ({ getValue }) => getValue() ?? '—',
      }),
    ],
    [t, locale],
  )
  const setRate = useSetRate()
  const {
    register,
    reset,
    formState: { errors },
    submitWith,
  } = useSaveForm<RateValues>({ resolver: rateResolver, defaultValues: { rate: '' } }, ['rate'])
  const submit = submitWith(
    (values) => setRate.mutateAsync({ rate: values.rate }),
    () => reset({ rate: '' }),
  )
  return (
    <section className={card} aria-labelledby="rate-title">
      <h2 id="rate-title" className="flex items-center gap-2 font-semibold text-lg">
        <ArrowLeftRight className="size-5 text-pine-700" aria-hidden="true" />
        {t('rateTitle')}
      </h2>
      <p className="mt-1 text-ink-soft text-sm">{t('rateIntro')}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div className="rounded-lg bg-pine-50 p-4">
          <p className="text-ink-soft text-sm">{t('current')}</p>
          {current.isPending ? (
            <Spinner className="mt-2 size-5" />
          ) : current.isError ? (
            <p className="text-error-700 text-sm">{errorText(current.error)}</p>
          ) : (
            <>
              <p className="mt-1 font-semibold text-2xl tabular-nums">
                {t('rateValue', {
                  rate: formatDecimal(current.data.rate, locale),
                  local: defaultCurrencyCode,
                })}
              </p>
              <p className="mt-1 text-ink-soft text-sm">
                {current.data.effective_from
                  ? t(`source.${current.data.source}`, {
                      when: formatHotelMoment(current.data.effective_from, locale),
                    })
                  : t(`source.${current.data.source}`, { when: '' })}
              </p>
            </>
          )}
        </div>
        {manage && (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <Field
              label={t('rateLabel')}
              hint={t('rateHint')}
              error={currencyErrorText(tc, 'rate', errors.rate)}
            >
              {(control) => (
                <input
                  {...control}
                  {...register('rate')}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  className={inputClass(Boolean(errors.rate))}
                />
              )}
            </Field>
            <button
              type="submit"
              disabled={setRate.isPending}
              aria-busy={setRate.isPending || undefined}
              className={`${buttonClass('primary')} self-start`}
            >
              {setRate.isPending && <Spinner className="size-4" />}
              {t('setRate')}
            </button>
          </form>
        )}
      </div>
      {manage && (
        <div className="mt-5">
          <h3 className="font-semibold">{t('historyTitle')}</h3>
          <div className="mt-2">
            <DataTable
              label={t('historyTitle')}
              columns={rateColumns}
              list={list}
              query={history}
              getRowId={(rate) => rate.id}
              loadErrorTitle={t('loadError')}
              empty={{ icon: ArrowLeftRight, title: t('noHistory') }}
            />
          </div>
        </div>
      )}
    </section>
  )
}
