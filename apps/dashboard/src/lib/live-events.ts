import { type StaffEvent, type StaffEventTopic, staffEventTopics } from '@hotel/contract'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * What each kind of change can make stale, as query-key prefixes (every feature's keys start with
 * ['staff', <area>]). A change refetches only the screens open now; the others refetch when next opened.
 */
const staleAreas: Record<StaffEventTopic, readonly string[]> = {
  reservation: ['reservations', 'board', 'today', 'housekeeping', 'breakfasts', 'clients'],
  payment: ['reservations', 'board', 'today', 'clients', 'payments', 'cash', 'reports', 'goals'],
  room: ['housekeeping', 'board', 'today', 'rooms', 'reservations'],
  stock: ['products', 'reservations'],
  breakfast: ['breakfasts', 'reservations'],
}

const isStaffEvent = (value: unknown): value is StaffEvent =>
  typeof value === 'object' &&
  value !== null &&
  staffEventTopics.includes((value as StaffEvent).topic) &&
  typeof (value as StaffEvent).id === 'string'

/** Marks stale what `data` (one line of the stream) says changed. */
export function applyStaffEvent(queryClient: QueryClient, data: string) {
  let event: unknown
  try {
    event = JSON.parse(data)
  } catch {
    return
  }
  if (!isStaffEvent(event)) return
  for (const area of staleAreas[event.topic])
    void queryClient.invalidateQueries({ queryKey: ['staff', area] })
}

/**
 * Listens to GET /api/v1/staff/events while the person is signed in: the dashboard follows every desk, the
 * website and the housekeepers without a reload. EventSource reconnects by itself (the server ends each stream
 * after a while, so the session is checked again); after a gap, everything open refetches once.
 */
export function useLiveEvents() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/v1/staff/events')
    let opened = false
    source.onopen = () => {
      // A reconnection may have missed changes: what is on screen is refetched.
      if (opened) void queryClient.invalidateQueries({ queryKey: ['staff'] })
      opened = true
    }
    source.onmessage = (message) => applyStaffEvent(queryClient, message.data)
    return () => source.close()
  }, [queryClient])
}
