import { lazy, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import type { ReservationTab } from './profile-tab.ts'

// The list and one reservation (its detail with modify, cancel and the report, the larger part) are
// chunks of their own: the tab loads the one it shows. The profile page starts that one with its own code
// (its requests start there too, not after it), and the other follows when the browser is idle, so that
// opening a reservation or going back to the list does not wait for code.
export const loadReservationList = () => import('./profile-list.tsx')
export const loadReservationDetail = () => import('./profile-detail.tsx')
const ReservationList = lazy(loadReservationList)
const ProfileDetail = lazy(loadReservationDetail)

/** The Booked and History tabs of the profile: a list by pages, or one reservation (?reservation=REF). */
export default function ReservationsPanel({ tab }: { tab: ReservationTab }) {
  const [params] = useSearchParams()
  const reference = params.get('reservation')?.trim()
  const detail = Boolean(reference)
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000))
    idle(() => void (detail ? loadReservationList() : loadReservationDetail()).catch(() => undefined))
  }, [detail])
  if (reference) return <ProfileDetail key={reference} reference={reference} tab={tab} />
  return <ReservationList tab={tab} />
}
