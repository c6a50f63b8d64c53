import type { CommentStatus, PageMeta, StaffComment } from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListDefaults, ListParams } from '../../components/data-table/list-params.ts'
import { listQuery } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

/** The contract's `commentStatuses`, copied so the list does not load zod (reviews.test.tsx pins them). */
export const reviewStatusList = ['active', 'hidden'] as const satisfies readonly CommentStatus[]

type ReviewOrder = 'created_at' | 'rate'
/** Newest first, as the API answers by default. */
export const reviewListDefaults: ListDefaults<ReviewOrder> = {
  orderBy: ['created_at', 'rate'],
  direction: 'desc',
}

/** The list's own filters, as the address keeps them. */
export interface ReviewFilters {
  rate?: number
  status?: CommentStatus
  from?: string
  to?: string
}

interface ReviewPage {
  data: StaffComment[]
  meta: PageMeta
  counts: { active: number; hidden: number }
}

export const reviewKeys = {
  all: ['staff', 'reviews'] as const,
  list: (params: ListParams<ReviewOrder>, filters: ReviewFilters) =>
    ['staff', 'reviews', 'list', params, filters] as const,
}

export function useReviewList(params: ListParams<ReviewOrder>, filters: ReviewFilters) {
  return useQuery({
    queryKey: reviewKeys.list(params, filters),
    queryFn: ({ signal }) =>
      api<ReviewPage>('/staff/comments', { query: { ...listQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** PATCH /staff/comments/{id}: the one way to hide or show a review. */
export function useReviewStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CommentStatus }) =>
      api<{ message: string; data: StaffComment }>(`/staff/comments/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  })
}
