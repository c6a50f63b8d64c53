import { CalendarCheck, ChevronLeft } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '../../components/empty-state.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { ReservationTab } from './profile-tab.ts'
import { ReservationDetail } from './reservation-detail.tsx'

/** One reservation of the Booked or History tab (?reservation=REF), with the way back to the list. */
export default function ProfileDetail({ reference, tab }: { reference: string; tab: ReservationTab }) {
  const { t } = useTranslation('reservations')
  const [, setParams] = useSearchParams()
  return (
    <ReservationDetail
      reference={reference}
      signedIn
      scrollOnOpen
      top={<BackToList tab={tab} />}
      notFound={<EmptyState icon={CalendarCheck} text={t('detail.notFound', { reference })} />}
      onCanceled={(reservation) => {
        // A cancelled stay belongs to the history.
        if (tab !== 'history')
          setParams(
            { tab: 'history', reservation: reservation.reference },
            { replace: true, preventScrollReset: true },
          )
      }}
    />
  )
}

function BackToList({ tab }: { tab: ReservationTab }) {
  const { t } = useTranslation('reservations')
  return (
    <Link
      to={tab === 'booked' ? '/profile' : '/profile?tab=history'}
      className="mb-4 inline-flex min-h-11 items-center gap-2 font-medium text-pine-700 hover:underline"
    >
      <ChevronLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  )
}
