import { type CashSession, type CashTotal, type CurrencyUnit, can, formatHotelMoment } from '@hotel/contract'
import { ClipboardCheck, Lock, LockOpen } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { inputClass } from '../../components/field.tsx'
import { LoadingState, Spinner } from '../../components/loading-state.tsx'
import { Page } from '../../components/page.tsx'
import { useLocale } from '../../lib/locale.ts'
import { useCurrencyUnits } from '../currencies/api.ts'
import { useCloseSession, useCreateAudit, useCurrentSession, useOpenSession } from './api.ts'
import { CountGrid, countLines, type Quantities } from './count-grid.tsx'
import { History } from './history.tsx'
import { countSummary, Section } from './parts.tsx'
import { TotalsTable } from './totals-table.tsx'

const card = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-5'

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
    <Page title={t('title')} intro={t('intro')}>
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
    </Page>
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
