import type { ContactStatus } from '@hotel/contract'
import { useTranslation } from 'react-i18next'
import { inboxStatusList } from './api.ts'

/** Reads the status filter from the address; anything else means every message. */
export function readInboxStatus(value: string | null): ContactStatus | undefined {
  return inboxStatusList.find((status) => status === value)
}

const tone: Record<ContactStatus, string> = {
  new: 'bg-info-50 text-info-700 ring-1 ring-info-200',
  answered: 'bg-pine-50 text-pine-800',
}

export function InboxStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.inbox' })
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-sm whitespace-nowrap ${tone[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  )
}
