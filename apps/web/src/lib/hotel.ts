import { ApiError, demoHotel, type Hotel } from '@hotel/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from './api.ts'

/**
 * Public facts about the hotel (GET /api/v1/hotel). Pages render the demo defaults first (the
 * pre-render has no API), then the hotel's own values; a failed request keeps the defaults quietly.
 */
export function useHotel(): Hotel {
  const { data } = useQuery({
    queryKey: ['hotel'],
    queryFn: ({ signal }) => api<{ data: Hotel }>('/hotel', { signal }).then((body) => body.data),
    initialData: demoHotel,
    // The defaults count as old, so the real values are fetched once after hydration.
    initialDataUpdatedAt: 0,
    staleTime: 10 * 60_000,
    // After a failure, components mounting later keep the defaults instead of asking again.
    retryOnMount: false,
    retry: (failures, error) =>
      failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
  })
  return data
}

/** `tel:` target for a stored phone number (digits, with the country code). */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`
}

/**
 * "15:00" -> "3:00 p.m." (English) or "3:00 p. m." (Spanish), the way the hotel writes its hours, with
 * non-breaking spaces so that a line never ends inside a time.
 */
export function formatHour(time: string, lng: string): string {
  const [h = '0', m = '00'] = time.split(':')
  const hours = Number(h)
  const hour12 = hours % 12 || 12
  const suffix = `${hours < 12 ? 'a' : 'p'}.${lng === 'es' ? '\u00a0' : ''}m.`
  return `${hour12}:${m.padStart(2, '0')}\u00a0${suffix}`
}
