import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ErrorPanel } from './error-panel.tsx'
import { LoadingState } from './loading-state.tsx'

/** What a detail page reads of its TanStack Query result. */
interface DetailQuery<TData> {
  data: TData | undefined
  error: unknown
  refetch: () => unknown
}

/** A page below a list (one record, or a new one): the way back to the list above the page's own content. */
export function DetailPage({
  back,
  backLabel,
  children,
}: {
  back: string
  backLabel: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={back}
        className="inline-flex items-center gap-1.5 self-start text-pine-800 text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      {children}
    </div>
  )
}

/** The record once it has come; until then the loading state, or the failure with a retry. */
export function Loaded<TData>({
  query,
  errorTitle,
  children,
}: {
  query: DetailQuery<TData>
  /** What failed ("We couldn't load this product."). */
  errorTitle: string
  children: (data: TData) => ReactNode
}) {
  if (query.data) return children(query.data)
  if (query.error)
    return <ErrorPanel error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
  return <LoadingState />
}
