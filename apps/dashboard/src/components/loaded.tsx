import type { ReactNode } from 'react'
import { ErrorPanel } from './error-panel.tsx'
import { LoadingState } from './loading-state.tsx'

/** What Loaded reads of a TanStack Query result. */
export interface LoadedQuery<TData> {
  data: TData | undefined
  error: unknown
  refetch: () => unknown
  isRefetching?: boolean
}

/** What a query brought once it has come (a record, a day's list); until then the loading state, or the failure with a retry. */
export function Loaded<TData>({
  query,
  errorTitle,
  children,
}: {
  query: LoadedQuery<TData>
  /** What failed ("We couldn't load this product."). */
  errorTitle: string
  children: (data: TData) => ReactNode
}) {
  if (query.data) return children(query.data)
  if (query.error)
    return (
      <ErrorPanel
        error={query.error}
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    )
  return <LoadingState />
}
