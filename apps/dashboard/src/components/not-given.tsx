import { formatPhone } from '@hotel/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Stands for an empty field of a record, muted: "Not given", or the screen's own words for it. */
export function NotGiven({ text }: { text?: string }) {
  const { t } = useTranslation()
  return <span className="font-normal text-ink-soft">{text ?? t('app.notGiven')}</span>
}

/** A phone number as the hotel writes it, or "Not given" (`notGiven`: the screen's own words for it). */
export function PhoneOrNotGiven({
  phone,
  notGiven,
}: {
  phone: string | null | undefined
  notGiven?: string
}) {
  return phone ? <span className="tabular-nums">{formatPhone(phone)}</span> : <NotGiven text={notGiven} />
}

/** A fact of a record's page, in a <dl>: its name, then its value (a long e-mail breaks rather than overflow). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-ink-soft text-sm">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  )
}
