import type { ReservationRequest } from './draft.ts'

export type { ReservationRequest }

type Listener = (request: ReservationRequest) => void
const listeners = new Set<Listener>()
let pending: ReservationRequest | null = null

/**
 * Opens the booking dialog for a room, with the search's dates and guests (and the rooms of a group
 * suggestion) when there are any. The page renders the host (host.tsx), which loads the dialog's code
 * only now; a visitor who is not signed in books as a guest, without an account.
 *
 * Pages load this module and the host on demand (`import()`), so that neither adds to the route
 * manifest every page downloads:
 *
 *   const ReservationHost = lazy(() => import('../features/reservation/host.tsx'))
 *   const book = (request) => import('../features/reservation/launcher.ts').then((m) => m.openReservation(request))
 */
export function openReservation(request: ReservationRequest) {
  // Pressed before the host's code arrived: it opens the dialog as soon as it listens.
  if (listeners.size === 0) pending = request
  for (const listener of listeners) listener(request)
}

/** The host listens here (and gets a request made before it did); returns the unsubscribe function. */
export function onReservationRequest(listener: Listener): () => void {
  listeners.add(listener)
  if (pending) {
    const request = pending
    pending = null
    listener(request)
  }
  return () => {
    listeners.delete(listener)
  }
}
