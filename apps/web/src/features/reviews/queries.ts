import { ApiError, type Comment, type PageMeta } from '@hotel/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

export interface ReviewPage {
  data: Comment[]
  meta: PageMeta
  summary: { average_rate: number | null; count: number }
}

/** GET /comments: the latest visible reviews (of stays in `room`, when given) with the average over them. */
export function useLatestReviews(perPage = 3, room?: number) {
  return useQuery({
    queryKey: ['comments', 'latest', perPage, room ?? null],
    queryFn: ({ signal }) =>
      api<ReviewPage>('/comments', {
        query: {
          page: 1,
          per_page: perPage,
          order_by: 'created_at',
          order_direction: 'desc',
          ...(room === undefined ? {} : { room }),
        },
        signal,
      }),
    // Fetched on every visit to a page that shows them: a review just published appears at once.
    staleTime: 0,
    // Network failures and 5xx are worth another try; an answer about the request (4xx) is not.
    retry: (failures, error) =>
      failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
  })
}
