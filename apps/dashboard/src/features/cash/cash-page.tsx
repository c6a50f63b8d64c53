import {
  type CashAudit,
  type CashCount,
  type CashSession,
  type CashTotal,
  type CurrencyUnit,
  can,
  formatHotelMoment,
  formatMoney,
  type Locale,
} from '@hotel/contract'
import { ClipboardCheck, Lock, LockOpen, Wallet } from 'lucide-react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { Pager } from '../../components/data-table/pager.tsx'
import { useDocumentTitle } from '../../components/document-title.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { inputClass } from '../../components/field.tsx'
import { LoadingState, Spinner } from '../../components/loading-state.tsx'
import { useLocale } from '../../lib/locale.ts'
import { useCurrencyUnits } from '../currencies/api.ts'
import {
  useAudits,
  useCloseSession,
  useCreateAudit,
  useCurrentSession,
  useOpenSession,
  useSessions,
} from './api.ts'
import { CountGrid, countLines, type Quantities } from './count-grid.tsx'
import { TotalsTable } from './totals-table.tsx'

const card = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-5'

/** A counted list's sums per currency ("NIO 1,500.00 · USD 40.00"), for the float and the history. */
export function countSummary(counts: readonly CashCount[], locale: Locale): string {
  const sums = new Map<string, number>()
  for (const count of counts)
    sums.set(count.currency_code, (sums.get(count.currency_code) ?? 0) + count.amount)
  return [...sums].map(([code, amount]) => formatMoney(amount, code, locale)).join(' · ')
}

/**
 * A count of the drawer (to open, to close, or an audit): the grid, observations when asked, the button; the
 * answer's expected-versus-counted view is the caller's to show.
 */
function CountForm({
  units,
  submitLabel,
  withObservations,
  pending,
  all,
  onSubmit,
  onCancel,
}: {
  units: readonly CurrencyUnit[]
  submitLabel: string
  withObservations: boolean
  pending: boolean
  all: boolean
  onSubmit: (lines: { currency_id: string; quantity: number }[], observations: string) => void
  onCancel?: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  const locale = useLocale()
  const id = useId()
  const [quantities, setQuantities] = useState<Quantities>({})
  const [observations, setObservations] = useState('')
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const lines = countLines(units, quantities, all)
    setInvalid(lines === null)
    if (lines) onSubmit(lines, observations)
  }
  if (units.length === 0) return <p className="text-ink-soft">{t('noUnits')}</p>
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-ink-soft text-sm">{t('countHint')}</p>
      <CountGrid
        units={units}
        quantities={quantities}
        onChange={setQuantities}
        locale={locale}
        disabled={pending}
      />
      {invalid && (
        <p role="alert" className="text-error-700 text-sm">
          {t('quantityError')}
        </p>
      )}
      {withObservations && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-observations`} className="font-medium text-sm">
            {t('observations')} <span className="font-normal text-ink-soft">({t('optional')})</span>
          </label>
          <textarea
            id={`${id}-observations`}
            value={observations}
            maxLength={1000}
            rows={3}
            onChange={(event) => setObservations(event.target.value)}
            className={inputClass(false, 'py-2')}
          />
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={pending} className={buttonClass('secondary')}>
            {t('cancel')}
          </button>
        )}
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className={buttonClass('primary')}
        >
          {pending && <Spinner className="size-4" />}
          {submitLabel}
        </button>
      </div>
    </form>
  )
}

/** The answer of a close or an audit: expected, counted, difference per currency. */
export function CountResult({
  title,
  totals,
  onDone,
}: {
  title: string
  totals: CashTotal[]
  onDone: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  const locale = useLocale()
  return (
    <section className={card} aria-labelledby="cash-result-title">
      <h2 id="cash-result-title" className="font-semibold text-lg">
        {title}
      </h2>
      <p className="mt-1 text-ink-soft text-sm">{t('resultIntro')}</p>
      <div className="mt-3">
        <TotalsTable totals={totals} locale={locale} caption={title} />
      </div>
      <button type="button" onClick={onDone} className={`${buttonClass('secondary')} mt-4`}>
        {t('done')}
      </button>
    </section>
  )
}

function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string
  icon: typeof Wallet
  children: ReactNode
}) {
  return (
    <section className={card}>
      <h2 className="flex items-center gap-2 font-semibold text-lg">
        <Icon className="size-5 text-pine-700" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-4">{children}</div>
    </section>
  )
}

/** The cash drawer: open it with a float, see what it should hold, close it with a count; audits and history. */
export default function CashPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  useDocumentTitle(t('title'))
  const locale = useLocale()
  const errorText = useErrorText()
  const audit = can(useSession().permissions, 'cash.audit')
  const current = useCurrentSession()
  const units = useCurrencyUnits()
  const open = useOpenSession()
  const close = useCloseSession()
  const [closing, setClosing] = useState(false)
  const [result, setResult] = useState<{ title: string; totals: CashTotal[] } | null>(null)

  if (current.isPending || units.isPending) return <LoadingState />
  if (current.isError || units.isError)
    return (
      <ErrorPanel
        error={current.error ?? units.error}
        title={t('loadError')}
        onRetry={() => {
          void current.refetch()
          void units.refetch()
        }}
      />
    )
  const session = current.data
  const unitList = units.data

  const fail = (error: unknown) => toast.error(errorText(error))

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-ink-soft">{t('intro')}</p>
      </header>

      {result && <CountResult title={result.title} totals={result.totals} onDone={() => setResult(null)} />}

      {session === null ? (
        <Section title={t('closedTitle')} icon={Lock}>
          <p className="text-ink-soft">{t('openIntro')}</p>
          <CountForm
            units={unitList}
            submitLabel={t('open')}
            withObservations={false}
            all={false}
            pending={open.isPending}
            onSubmit={(lines) =>
              open.mutate(lines.length ? { opening_float: lines } : {}, {
                onSuccess: (answer) => {
                  toast.success(answer.message)
                  setResult(null)
                },
                onError: fail,
              })
            }
          />
        </Section>
      ) : (
        <OpenSession
          session={session}
          units={unitList}
          closing={closing}
          setClosing={setClosing}
          pending={close.isPending}
          onClose={(lines, observations) =>
            close.mutate(
              { id: session.id, currencies: lines, observations: observations || undefined },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message)
                  setClosing(false)
                  setResult({ title: t('closeResult'), totals: answer.data.totals })
                },
                onError: fail,
              },
            )
          }
        />
      )}

      {audit && <AuditSection units={unitList} onResult={setResult} />}

      {audit && <History locale={locale} />}
    </div>
  )
}

/** A cash audit (cash.audit): the count grid with observations, then the expected-versus-counted answer. */
export function AuditSection({
  units,
  onResult,
}: {
  units: readonly CurrencyUnit[]
  onResult: (result: { title: string; totals: CashTotal[] }) => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  const errorText = useErrorText()
  const createAudit = useCreateAudit()
  const [auditing, setAuditing] = useState(false)
  return (
    <Section title={t('auditTitle')} icon={ClipboardCheck}>
      {auditing ? (
        <CountForm
          units={units}
          submitLabel={t('auditSubmit')}
          withObservations
          all
          pending={createAudit.isPending}
          onCancel={() => setAuditing(false)}
          onSubmit={(lines, observations) =>
            createAudit.mutate(
              { currencies: lines, observations: observations || undefined },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message)
                  setAuditing(false)
                  onResult({ title: t('auditResult'), totals: answer.data.totals })
                },
                onError: (error) => toast.error(errorText(error)),
              },
            )
          }
        />
      ) : (
        <>
          <p className="text-ink-soft">{t('auditIntro')}</p>
          <button
            type="button"
            onClick={() => setAuditing(true)}
            className={`${buttonClass('secondary')} self-start`}
          >
            <ClipboardCheck className="size-4" aria-hidden="true" />
            {t('auditNew')}
          </button>
        </>
      )}
    </Section>
  )
}

function OpenSession({
  session,
  units,
  closing,
  setClosing,
  pending,
  onClose,
}: {
  session: CashSession
  units: readonly CurrencyUnit[]
  closing: boolean
  setClosing: (value: boolean) => void
  pending: boolean
  onClose: (lines: { currency_id: string; quantity: number }[], observations: string) => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  const locale = useLocale()
  return (
    <Section title={t('openTitle')} icon={LockOpen}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-ink-soft text-sm">{t('openedBy')}</dt>
          <dd className="font-medium">
            {t('openedByValue', {
              name: session.opened_by_name ?? t('someone'),
              when: formatHotelMoment(session.opened_at, locale),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft text-sm">{t('float')}</dt>
          <dd className="font-medium tabular-nums">
            {session.opening_float.length ? countSummary(session.opening_float, locale) : t('noFloat')}
          </dd>
        </div>
      </dl>
      <div>
        <h3 className="font-semibold">{t('expectedTitle')}</h3>
        <p className="text-ink-soft text-sm">{t('expectedIntro')}</p>
        <div className="mt-2">
          <TotalsTable totals={session.totals} locale={locale} caption={t('expectedTitle')} />
        </div>
      </div>
      {closing ? (
        <div className="border-line border-t pt-4">
          <h3 className="mb-2 font-semibold">{t('closeTitle')}</h3>
          <CountForm
            units={units}
            submitLabel={t('closeSubmit')}
            withObservations
            all
            pending={pending}
            onCancel={() => setClosing(false)}
            onSubmit={onClose}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setClosing(true)}
          className={`${buttonClass('primary')} self-start`}
        >
          <Lock className="size-4" aria-hidden="true" />
          {t('close')}
        </button>
      )}
    </Section>
  )
}

/** Differences per currency in words ("USD short by $2.00"), for a history row. */
function DifferenceSummary({ totals, locale }: { totals: CashTotal[]; locale: Locale }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  const counted = totals.filter((total) => total.difference !== null)
  if (counted.length === 0) return <span className="text-ink-soft">—</span>
  return (
    <span className="flex flex-col">
      {counted.map((total) => {
        const difference = total.difference ?? 0
        const amount = formatMoney(Math.abs(difference), total.currency_code, locale)
        return (
          <span
            key={total.currency_code}
            className={
              difference > 0 ? 'text-info-700' : difference < 0 ? 'text-warning-700' : 'text-success-700'
            }
          >
            {total.currency_code}:{' '}
            {difference === 0 ? t('balanced') : t(difference > 0 ? 'over' : 'short', { amount })}
          </span>
        )
      })}
    </span>
  )
}

const th = 'py-2 pr-3 text-left font-medium text-ink-soft'
const td = 'py-2 pr-3 align-top'

/** The drawer's sessions and the cash audits, newest first, each paged (cash.audit). */
export function History({ locale }: { locale: Locale }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  const [sessionPage, setSessionPage] = useState(1)
  const [auditPage, setAuditPage] = useState(1)
  const sessions = useSessions(sessionPage, true)
  const audits = useAudits(auditPage, true)
  return (
    <>
      <Section title={t('sessionsTitle')} icon={Wallet}>
        {sessions.isPending ? (
          <LoadingState />
        ) : sessions.isError ? (
          <ErrorPanel error={sessions.error} title={t('loadError')} onRetry={() => void sessions.refetch()} />
        ) : sessions.data.data.length === 0 ? (
          <EmptyState icon={Wallet} title={t('noSessions')} />
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">{t('sessionsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t('opened')}
                  </th>
                  <th scope="col" className={th}>
                    {t('closed')}
                  </th>
                  <th scope="col" className={th}>
                    {t('float')}
                  </th>
                  <th scope="col" className={th}>
                    {t('difference')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.data.data.map((row: CashSession) => (
                  <tr key={row.id} className="border-line border-t">
                    <td className={td}>
                      {formatHotelMoment(row.opened_at, locale)}
                      <span className="block text-ink-soft">{row.opened_by_name ?? '—'}</span>
                    </td>
                    <td className={td}>
                      {row.closed_at ? (
                        <>
                          {formatHotelMoment(row.closed_at, locale)}
                          <span className="block text-ink-soft">{row.closed_by_name ?? '—'}</span>
                        </>
                      ) : (
                        <span className="font-medium text-pine-800">{t('stillOpen')}</span>
                      )}
                    </td>
                    <td className={`${td} tabular-nums`}>
                      {row.opening_float.length ? countSummary(row.opening_float, locale) : '—'}
                    </td>
                    <td className={`${td} tabular-nums`}>
                      <DifferenceSummary totals={row.totals} locale={locale} />
                      {row.observations && <span className="block text-ink-soft">{row.observations}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {sessions.data && (
          <Pager
            meta={sessions.data.meta}
            rows={sessions.data.data.length}
            canPrevious={sessionPage > 1}
            canNext={sessionPage < sessions.data.meta.last_page}
            onPrevious={() => setSessionPage(sessionPage - 1)}
            onNext={() => setSessionPage(sessionPage + 1)}
          />
        )}
      </Section>
      <Section title={t('auditsTitle')} icon={ClipboardCheck}>
        {audits.isPending ? (
          <LoadingState />
        ) : audits.isError ? (
          <ErrorPanel error={audits.error} title={t('loadError')} onRetry={() => void audits.refetch()} />
        ) : audits.data.data.length === 0 ? (
          <EmptyState icon={ClipboardCheck} title={t('noAudits')} />
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="sr-only">{t('auditsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t('countedAt')}
                  </th>
                  <th scope="col" className={th}>
                    {t('counted')}
                  </th>
                  <th scope="col" className={th}>
                    {t('difference')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {audits.data.data.map((row: CashAudit) => (
                  <tr key={row.id} className="border-line border-t">
                    <td className={td}>
                      {formatHotelMoment(row.counted_at, locale)}
                      <span className="block text-ink-soft">{row.staff_name ?? '—'}</span>
                    </td>
                    <td className={`${td} tabular-nums`}>{countSummary(row.currencies, locale) || '—'}</td>
                    <td className={`${td} tabular-nums`}>
                      <DifferenceSummary totals={row.totals} locale={locale} />
                      {row.observations && <span className="block text-ink-soft">{row.observations}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {audits.data && (
          <Pager
            meta={audits.data.meta}
            rows={audits.data.data.length}
            canPrevious={auditPage > 1}
            canNext={auditPage < audits.data.meta.last_page}
            onPrevious={() => setAuditPage(auditPage - 1)}
            onNext={() => setAuditPage(auditPage + 1)}
          />
        )}
      </Section>
    </>
  )
}
