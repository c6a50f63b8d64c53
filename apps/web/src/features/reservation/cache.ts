import type { Reservation } from '@hotel/contract'
import type { QueryClient } from '@tanstack/react-query'

/**
 * After a change to a reservation (cancel, modify, a payment) everything that shows it is old: the
 * detail takes the API's answer at once (status, badges, Modify and Cancel follow from it), and the
 * lists, balances, payments and the rooms free for a stay are fetched again.
 */
export function applyReservationChange(client: QueryClient, reservation: Reservation | null): void {
  if (reservation)
    client.setQueriesData<Reservation | null>({ queryKey: ['reservations', 'one'] }, (old) =>
      old && old.id === reservation.id ? reservation : old,
    )
  void client.invalidateQueries({ queryKey: ['reservations'] })
  void client.invalidateQueries({ queryKey: ['payments'] })
  // Booked rooms leave the search results (and cancelled ones come back).
  void client.invalidateQueries({ queryKey: ['rooms'] })
}
