import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

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
