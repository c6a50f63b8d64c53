/**
 * The profile's two tabs of reservations: the booked ones and the history. Its own module: the panel and the
 * list and detail it loads (chunks of their own) all name it, and none of them imports another for it.
 */
export type ReservationTab = 'booked' | 'history'
