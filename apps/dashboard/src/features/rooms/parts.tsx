import type { StaffRoom } from '@hotel/contract'
import { Archive } from 'lucide-react'
import { useCallback } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorText } from '../../lib/forms.ts'

type RoomStatus = StaffRoom['status']

const statusTone: Record<RoomStatus, string> = {
  available: 'bg-pine-50 text-pine-800',
  reserved: 'bg-paper text-ink ring-1 ring-line',
  cleaning: 'bg-paper text-ink-soft ring-1 ring-line',
  maintenance: 'bg-error-50 text-error-700',
}

export function RoomStatusBadge({ status }: { status: RoomStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-sm whitespace-nowrap ${statusTone[status]}`}
    >
      {t(`rooms.statuses.${status}`)}
    </span>
  )
}

export function ArchivedBadge() {
  const { t } = useTranslation()
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-paper px-2.5 py-0.5 font-medium text-ink-soft text-sm whitespace-nowrap ring-1 ring-line">
      <Archive className="size-3.5" aria-hidden="true" />
      {t('rooms.archivedBadge')}
    </span>
  )
}

/** The contract's own keys of this area ('rooms.bed_repeated', 'closures.date_order') in the dashboard's words. */
const ownKeys = {
  'rooms.beds_required': 'rooms.errors.bedsRequired',
  'rooms.bed_repeated': 'rooms.errors.bedRepeated',
  'rooms.capacities_required': 'rooms.errors.capacitiesRequired',
  'rooms.capacity_repeated': 'rooms.errors.capacityRepeated',
  'closures.date_order': 'rooms.errors.closureDateOrder',
} as const

/** A field's error as a sentence: this area's keys first, then the shared validation messages. */
export function useRoomErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (error: Pick<FieldError, 'type' | 'message'> | undefined) => {
      const key =
        error?.message && error.type !== 'server' ? ownKeys[error.message as keyof typeof ownKeys] : undefined
      return key ? t(key) : fieldErrorText(t, error)
    },
    [t],
  )
}

/** "55.00" (major units, as staff type a price) to minor units; NaN when it is no amount. */
export function toMinor(value: string): number {
  const trimmed = value.trim().replace(',', '.')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN
  return Math.round(Number(trimmed) * 100)
}
