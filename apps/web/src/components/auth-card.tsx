import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { DocumentTitle } from './document-title.tsx'

/** The centred card of the pages outside the main layout. */
export function AuthCard({
  icon: Icon,
  tone = 'pine',
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  icon?: LucideIcon
  tone?: 'pine' | 'clay' | 'success'
  title: string
  intro?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  wide?: boolean
}) {
  const toneClass = {
    pine: 'bg-pine-50 text-pine-700',
    clay: 'bg-clay-50 text-clay-700',
    success: 'bg-success-50 text-success-700',
  }[tone]
  return (
    <div className={`mx-auto w-full px-4 py-10 sm:py-16 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
      <DocumentTitle title={title} />
      <div className="card p-6 sm:p-8">
        {Icon ? (
          <span className={`mb-5 flex size-12 items-center justify-center rounded-full ${toneClass}`}>
            <Icon className="size-6" aria-hidden="true" />
          </span>
        ) : null}
        <h1 className="text-xl font-bold tracking-tight text-pine-950">{title}</h1>
        {intro ? <div className="mt-2 text-ink-soft">{intro}</div> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
      {footer ? <div className="mt-6 text-center text-ink-soft">{footer}</div> : null}
    </div>
  )
}
