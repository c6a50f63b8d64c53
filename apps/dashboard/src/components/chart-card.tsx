import type { ReactNode } from 'react'

interface ChartCardProps {
  /** Makes the heading's id (`<id>-title`), which names the section. */
  id: string
  title: string
  /** What the chart shows, under the title. */
  intro?: string
  /** Beside the title from 640 px, under it on a phone: the chart's files ("CSV", "XLSX"). */
  downloads?: ReactNode
  children: ReactNode
}

/** A titled card around a chart (or any figures): heading, what it shows, its files, then its body. */
export function ChartCard({ id, title, intro, downloads, children }: ChartCardProps) {
  return (
    <section
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-lg">
            {title}
          </h2>
          {intro && <p className="mt-1 text-ink-soft text-sm">{intro}</p>}
        </div>
        {downloads}
      </div>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  )
}

/**
 * What a chart card says instead of a chart when its period has nothing to draw ("No payments in this
 * period"): a line of text, not an empty axis.
 */
export function ChartEmpty({ children }: { children: ReactNode }) {
  return <p className="text-ink-soft">{children}</p>
}
