import { type ClientStatus, intlLocale, type Locale } from '@hotel/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toLocale } from '../../lib/locale.ts'

/** "2026-03-14" (a calendar day) for people, without shifting it through a time zone. */
export function formatDay(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return value
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  )
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
