import type { ClientStatus, Locale } from '@hotel/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { intlLocale, toLocale } from '../../lib/locale.ts'

/** The hotel's time zone: every moment the staff see is hotel time. */
export const hotelTimeZone = 'America/Managua'

/** "2026-03-14" (a calendar day) for people, without shifting it through a time zone. */
export function formatDay(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return value
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  )
}

/** A moment (ISO string) as the hotel's day, e.g. "Mar 14, 2026". */
export function formatMomentDay(value: string, locale: Locale): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: hotelTimeZone }).format(
    date,
  )
}

/** An amount in minor units of `currency` ("12550", "USD" -> "$125.50"). */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  try {
    const format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency })
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2
    return format.format(minor / 10 ** digits)
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`
  }
}

export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return toLocale(i18n.resolvedLanguage ?? i18n.language)
}

const statusTone: Record<ClientStatus, string> = {
  active: 'bg-pine-50 text-pine-800',
  suspended: 'bg-error-50 text-error-700',
}

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-sm whitespace-nowrap ${statusTone[status]}`}
    >
      {t(`clients.status.${status}`)}
    </span>
  )
}

export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex rounded-full bg-paper px-2.5 py-0.5 font-medium text-ink-soft text-sm whitespace-nowrap ring-1 ring-line">
      {children}
    </span>
  )
}

export function NotGiven() {
  const { t } = useTranslation()
  return <span className="font-normal text-ink-soft">{t('clients.notGiven')}</span>
}
