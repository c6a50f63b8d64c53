import type { ReactNode } from 'react'

/** A screen of the dashboard: its title and a line on what it is for, then its sections. */
export function Page({
  title,
  intro,
  introClassName = '',
  children,
}: {
  title: string
  intro: string
  /** How wide the intro may run ("max-w-prose"); the page's width otherwise. */
  introClassName?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{title}</h1>
        <p className={`mt-2 text-ink-soft ${introClassName}`}>{intro}</p>
      </header>
      {children}
    </div>
  )
}
