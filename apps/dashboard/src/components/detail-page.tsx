import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useDocumentTitle } from './document-title.ts'
import { Loaded, type LoadedQuery } from './loaded.tsx'

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

/**
 * One record's page below its list: the way back, then the record once it has come (its loading state or its
 * failure until then); the browser tab names the record, or says `fallbackTitle` until it has come.
 */
export function RecordPage<TData>({
  query,
  title,
  fallbackTitle,
  back,
  backLabel,
  errorTitle,
  children,
}: {
  query: LoadedQuery<TData>
  /** The record's name in the tab ("Ana Pérez", "R-0042"). */
  title: (data: TData) => string
  fallbackTitle: string
  back: string
  backLabel: string
  /** What failed ("We couldn't load this client."). */
  errorTitle: string
  children: (data: TData) => ReactNode
}) {
  useDocumentTitle(query.data ? title(query.data) : fallbackTitle)
  return (
    <DetailPage back={back} backLabel={backLabel}>
      <Loaded query={query} errorTitle={errorTitle}>
        {children}
      </Loaded>
    </DetailPage>
  )
}
