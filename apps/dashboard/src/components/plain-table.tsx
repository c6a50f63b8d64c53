import type { ReactNode } from 'react'

const th = 'py-2 pr-3 text-left font-medium text-ink-soft'

/** A heading of a PlainTable; `numeric` puts it over figures, to the end. */
export interface PlainColumn {
  label: string
  numeric?: boolean
  /** Heard by screen readers only (a column of row buttons). */
  hidden?: boolean
  className?: string
}

/**
 * A small table that is the whole of what it shows (a report's lines, the drawer's bills and coins): no paging
 * and no sorting, so no DataTable. It scrolls sideways on a phone rather than squeeze its figures. The rows are
 * the caller's.
 */
export function PlainTable({
  caption,
  labelledBy,
  minWidth,
  columns,
  className = '',
  children,
}: {
  /** Names the table for screen readers, unless `labelledBy` points at a visible name. */
  caption?: string
  labelledBy?: string
  /** A Tailwind min-width ("min-w-[32rem]"): below it, the box scrolls. */
  minWidth: string
  columns: readonly PlainColumn[]
  className?: string
  children: ReactNode
}) {
  return (
    <div className={`relative overflow-x-auto ${className}`}>
      <table className={`w-full ${minWidth} text-sm`} aria-labelledby={labelledBy}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${th}${column.numeric ? ' text-right' : ''}${column.className ? ` ${column.className}` : ''}`}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
