import type { CashTotal } from '@hotel/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../components/document-title.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { LoadingState } from '../../components/loading-state.tsx'
import { Page } from '../../components/page.tsx'
import { useLocale } from '../../lib/locale.ts'
import { useCurrencyUnits } from '../currencies/api.ts'
import { AuditSection, CountResult } from './cash-page.tsx'
import { History } from './history.tsx'

/**
 * Cash audits for whoever checks the drawer without working it (cash.audit; the accountant by default): a new
 * audit with its expected-versus-counted answer, and the history of sessions and audits.
 */
export default function CashAuditsPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  useDocumentTitle(t('auditsPageTitle'))
  const locale = useLocale()
  const units = useCurrencyUnits()
  const [result, setResult] = useState<{ title: string; totals: CashTotal[] } | null>(null)
  if (units.isPending) return <LoadingState />
  if (units.isError)
    return <ErrorPanel error={units.error} title={t('loadError')} onRetry={() => void units.refetch()} />
  return (
    <Page title={t('auditsPageTitle')} intro={t('auditsPageIntro')}>
      {result && <CountResult title={result.title} totals={result.totals} onDone={() => setResult(null)} />}
      <AuditSection units={units.data} onResult={setResult} />
      <History locale={locale} />
    </Page>
  )
}
