import { ApiError, demoHotel, type Hotel } from '@hotel/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from './api.ts'

/**
 * Public facts about the hotel (GET /api/v1/hotel). The pre-render writes the demo values; the server fills
 * the facts staff change into each page it sends, and gives the same facts to the app in `window.__hotel`
 * (apps/api/src/http/site-facts.ts), so that the app hydrates from exactly what the HTML shows. The facts
 * are asked for once after hydration (the ones staff do not change here may differ from the demo's); a
 * failed request keeps them quietly.
 */
export function useHotel(): Hotel {
  const { data } = useQuery({
    queryKey: ['hotel'],
    queryFn: ({ signal }) => api<{ data: Hotel }>('/hotel', { signal }).then((body) => body.data),
    // The built client carries no demo facts: the server always sends them with the page.
    initialData: import.meta.env.SSR || import.meta.env.DEV ? demoHotel : (window.__hotel as Hotel),
    // They count as old, so the real values are fetched once after hydration.
    initialDataUpdatedAt: 0,
    staleTime: 10 * 60_000,
    // After a failure, components mounting later keep the defaults instead of asking again.
    retryOnMount: false,
    retry: (failures, error) =>
      failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
  })
  return data
}

export { formatHour, telHref } from '@hotel/contract'
