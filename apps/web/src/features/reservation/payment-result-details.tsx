import { formatMoney } from '@hotel/contract'
import { useState } from 'react'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import { formatDayRange } from '../../lib/format.ts'
import { recallKey } from '../../lib/link-key.ts'
import { useAuth } from '../account/auth-store.ts'
import { useBalance } from '../payments/queries.ts'
import { useReservation } from './queries.ts'

/**
 * The payment result pages' summary of the reservation (stay, total, paid, still to pay), for a guest signed
 * in on this browser, or one without an account whose key this tab keeps (from booking, or from the mail's
 * link). Nothing is shown otherwise or when the reservation is not the guest's: the page's own text says
 * what happened.
 */
export default function PaymentResultDetails({ reference }: { reference: string }) {
  const auth = useAuth()
  const signedIn = Boolean(auth.restored && auth.token)
  const [key] = useState(() => recallKey(reference))
  if (signedIn) return <Details reference={reference} accessKey={null} />
  return key ? <Details reference={reference} accessKey={key} /> : null
}

function Details({ reference, accessKey }: { reference: string; accessKey: string | null }) {
  const { t } = useTranslation('account')
  const lng = usePageLanguage()
  const reservation = useReservation(reference, accessKey)
  const balance = useBalance(reference, Boolean(reservation.data), accessKey)
  const data = reservation.data
  if (!data || !balance.data) return null
  const money = (cents: number) => formatMoney(cents, data.currency, lng, 'when-any')
  const due = Math.max(0, balance.data.balance)
  return (
    <dl
      aria-label={t('paymentResult.label')}
      className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-xl border border-line bg-paper p-4 text-sm"
      data-testid="payment-result-details"
    >
      <dt className="text-ink-soft">{t('paymentResult.stay')}</dt>
      <dd className="text-right text-ink">{formatDayRange(data.check_in, data.check_out, lng)}</dd>
      <dt className="text-ink-soft">{t('paymentResult.total')}</dt>
      <dd className="text-right text-ink tabular-nums">{money(balance.data.total)}</dd>
      <dt className="text-ink-soft">{t('paymentResult.paid')}</dt>
      <dd className="text-right text-ink tabular-nums" data-testid="result-paid">
        {money(balance.data.paid)}
      </dd>
      <dt className="font-semibold text-ink">{t('paymentResult.due')}</dt>
      <dd className="text-right font-semibold text-ink tabular-nums" data-testid="result-due">
        {due > 0 ? money(due) : t('paymentResult.paidFull')}
      </dd>
    </dl>
  )
}
