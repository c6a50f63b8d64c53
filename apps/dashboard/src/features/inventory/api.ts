import type {
  PageMeta,
  Product,
  ProductCategory,
  ProductCreate,
  ProductStatus,
  ProductUpdate,
  StockAdjustment,
  StockAdjustmentCreate,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListDefaults } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

type ProductOrder = 'name' | 'stock' | 'created_at'
/** The API's allow-list for the order: by name first. */
export const productListDefaults: ListDefaults<ProductOrder> = { orderBy: ['name', 'stock', 'created_at'] }

/**
 * What a product list asks for: a page, an order, a search by name, a category and a status (all optional).
 * The Products screen passes the address's list; a picker (an extra for a stay) may ask for
 * `{ status: 'available', category: 'drink', search, per_page: 50 }`.
 */
interface ProductFilters {
  page?: number
  per_page?: number
  order_by?: ProductOrder
  order_direction?: 'asc' | 'desc'
  search?: string
  category?: ProductCategory
  status?: ProductStatus
}

export const productKeys = {
  all: ['staff', 'products'] as const,
  list: (filters: ProductFilters) => ['staff', 'products', 'list', filters] as const,
  one: (id: string) => ['staff', 'products', 'one', id] as const,
  history: (id: string, page: number) => ['staff', 'products', 'history', id, page] as const,
}

interface Answer {
  message: string
  data: Product
}

/** Drops what is not set, so that the query key and the address carry only what the list asks for. */
const defined = (filters: ProductFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as ProductFilters

/** A page of products (GET /staff/products, permission inventory.view), with the filters given. */
export function useProducts(filters: ProductFilters = {}, options: { enabled?: boolean } = {}) {
  const query = defined(filters)
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) =>
      api<{ data: Product[]; meta: PageMeta }>('/staff/products', {
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  })
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.one(id),
    queryFn: ({ signal }) =>
      api<{ data: Product }>(`/staff/products/${encodeURIComponent(id)}`, { signal }).then((a) => a.data),
  })
}

const historyPerPage = 20

/** The stock's history, newest first. */
export function useStockHistory(id: string, page: number) {
  return useQuery({
    queryKey: productKeys.history(id, page),
    queryFn: ({ signal }) =>
      api<{ data: StockAdjustment[]; meta: PageMeta }>(
        `/staff/products/${encodeURIComponent(id)}/adjustments`,
        { query: { page: String(page), per_page: String(historyPerPage) }, signal },
      ),
    placeholderData: keepPreviousData,
  })
}

export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProductCreate) => api<Answer>('/staff/products', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}

export function useUpdateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProductUpdate }) =>
      api<Answer>(`/staff/products/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}

export function useAdjustStock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StockAdjustmentCreate }) =>
      api<{ message: string; data: { product: Product; adjustment: StockAdjustment } }>(
        `/staff/products/${encodeURIComponent(id)}/adjustments`,
        { method: 'POST', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}
