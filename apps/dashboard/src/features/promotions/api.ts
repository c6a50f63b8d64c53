import type {
  PageMeta,
  PromotionCreate,
  PromotionStatus,
  PromotionUpdate,
  RoomChoice,
  StaffPromotion,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListDefaults, ListParams } from '../../components/data-table/list-params.ts'
import { listQuery } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

/** The contract's `promotionStatuses`, copied so the list does not load zod (promotions.test.tsx pins them). */
export const promotionStatusList = ['active', 'inactive'] as const satisfies readonly PromotionStatus[]

type PromotionOrder = 'start_at' | 'name' | 'expired_at' | 'discount' | 'created_at'
export const promotionListDefaults: ListDefaults<PromotionOrder> = {
  orderBy: ['start_at', 'name', 'expired_at', 'discount', 'created_at'],
  direction: 'desc',
}

export const promotionKeys = {
  all: ['staff', 'promotions'] as const,
  list: (params: ListParams<PromotionOrder>, status: PromotionStatus | undefined) =>
    ['staff', 'promotions', 'list', params, status ?? 'all'] as const,
  rooms: ['staff', 'promotions', 'rooms'] as const,
}

interface Answer {
  message: string
  data: StaffPromotion
}

export function usePromotionList(params: ListParams<PromotionOrder>, status: PromotionStatus | undefined) {
  return useQuery({
    queryKey: promotionKeys.list(params, status),
    queryFn: ({ signal }) =>
      api<{ data: StaffPromotion[]; meta: PageMeta }>('/staff/promotions', {
        query: { ...listQuery(params), status },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function usePromotionRooms() {
  return useQuery({
    queryKey: promotionKeys.rooms,
    queryFn: ({ signal }) =>
      api<{ data: RoomChoice[] }>('/staff/promotions/rooms', { signal }).then((b) => b.data),
  })
}

function useWrite<T>(call: (input: T) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  })
}

export const useCreatePromotion = () =>
  useWrite((body: PromotionCreate) => api<Answer>('/staff/promotions', { method: 'POST', body }))

export const useUpdatePromotion = () =>
  useWrite(({ id, body }: { id: string; body: PromotionUpdate }) =>
    api<Answer>(`/staff/promotions/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  )

export const usePromotionStatus = () =>
  useWrite(({ id, status }: { id: string; status: PromotionStatus }) =>
    api<Answer>(`/staff/promotions/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { status } }),
  )
