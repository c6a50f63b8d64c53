import { formatClockTime } from '@hotel/contract'
import { Clock, Coffee, DoorOpen } from 'lucide-react'
import { usePageLanguage, useTranslation } from '../i18n/react.tsx'
import { useHotel } from '../lib/hotel.ts'

/** The hotel's check-in and check-out hours, and breakfast when it is included: each with its icon. */
export function useStayFacts() {
  const { t } = useTranslation()
  const hotel = useHotel()
  const lng = usePageLanguage()
  return [
    { icon: DoorOpen, text: t('stay.checkIn', { time: formatClockTime(hotel.check_in_time, lng) }) },
    { icon: Clock, text: t('stay.checkOut', { time: formatClockTime(hotel.check_out_time, lng) }) },
    ...(hotel.breakfast_included ? [{ icon: Coffee, text: t('stay.breakfast') }] : []),
  ]
}

/** "Check-in from 3:00 p.m. · Check-out until 11:00 a.m. · Breakfast included" */
export function StayFactsLine({ className = '' }: { className?: string }) {
  const facts = useStayFacts()
  return (
    <ul className={`flex flex-col gap-x-2 gap-y-1 sm:flex-row sm:flex-wrap sm:items-center ${className}`}>
      {facts.map((fact, index) => (
        <li key={fact.text} className="inline-flex items-center gap-1.5">
          {index > 0 ? (
            <span className="mr-0.5 hidden text-coffee-300 sm:inline" aria-hidden="true">
              ·
            </span>
          ) : null}
          <fact.icon className="size-4 shrink-0 text-clay-600" aria-hidden="true" />
          {fact.text}
        </li>
      ))}
    </ul>
  )
}
