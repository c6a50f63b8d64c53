import type { ClientStatus } from '@hotel/contract'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../components/badge.tsx'

const statusTone: Record<ClientStatus, string> = {
  active: 'bg-pine-50 text-pine-800',
  suspended: 'bg-error-50 text-error-700',
}

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation()
  return <Badge tone={statusTone[status]}>{t(`clients.status.${status}`)}</Badge>
}
