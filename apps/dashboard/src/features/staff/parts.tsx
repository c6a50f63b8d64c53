import { intlLocale, type Locale, type StaffRole } from '@hotel/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../components/badge.tsx'
import { useStaffLabels } from '../../lib/staff-labels.ts'
import { type StaffStatus, staffStatusList } from './api.ts'

const statusTone: Record<StaffStatus, string> = {
  active: 'bg-pine-50 text-pine-800',
  suspended: 'bg-error-50 text-error-700',
}

/** Active or suspended (a suspended person cannot sign in), coloured as a client's account is. */
export function StaffStatusBadge({ status }: { status: StaffStatus }) {
  const { t } = useTranslation()
  return <Badge tone={statusTone[status]}>{t(`staff.status.${status}`)}</Badge>
}

/** Reads the status filter from the address; anything else means every status. */
export function readStatus(value: string | null): StaffStatus | undefined {
  return staffStatusList.find((status) => status === value)
}

/** How far off a moment is, as people say it: "in 3 days", "in 5 hours", "dentro de 20 minutos". */
export function formatFromNow(value: string, locale: Locale, now = Date.now()): string {
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return value
  const minutes = Math.round((time - now) / 60_000)
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' })
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (Math.abs(hours) < 24) return format.format(hours, 'hour')
  return format.format(Math.round(hours / 24), 'day')
}

/** A person's roles as small labels in the interface's language; "No role yet" when they hold none. */
export function RoleBadges({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  if (roles.length === 0) return <span className="text-ink-soft">{t('staff.noRoles')}</span>
  return (
    <ul className="flex flex-wrap gap-1.5">
      {roles.map((role) => (
        <li
          key={role}
          className="rounded-full bg-pine-50 px-2.5 py-0.5 font-medium text-pine-800 text-sm whitespace-nowrap"
        >
          {labels.role(role)}
        </li>
      ))}
    </ul>
  )
}

/** A section of a person's page: a titled card, with a line that says what it is for. */
export function Card({
  id,
  title,
  intro,
  aside,
  children,
}: {
  id: string
  title: string
  intro?: string
  /** Beside the title: a count. */
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={id} className="font-semibold text-base">
            {title}
          </h2>
          {intro && <p className="mt-1 text-ink-soft text-sm">{intro}</p>}
        </div>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}
