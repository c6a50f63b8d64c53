import type { CommentEligibility } from '@hotel/contract'
import { useQuery } from '@tanstack/react-query'
import { getAuthStore } from '../account/auth-store.ts'

// Apart from queries.ts: the home page shows reviews to signed-out visitors and must not load the auth code.
/** GET /comments/eligibility: whether the signed-in guest has a stay to review, asked before they type. */
export function useReviewEligibility(enabled: boolean) {
  return useQuery({
    queryKey: ['comments', 'eligibility'],
    queryFn: () => getAuthStore().call<CommentEligibility>('/comments/eligibility'),
    enabled,
    staleTime: 0,
  })
}
