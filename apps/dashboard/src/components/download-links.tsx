import { Download } from 'lucide-react'
import { buttonClass } from './button-styles.ts'

const formats = ['csv', 'xlsx'] as const
type FileFormat = (typeof formats)[number]

/** A file of the screen's figures in each format the API writes: "CSV" and "XLSX" buttons. */
export function DownloadLinks({
  href,
  label,
}: {
  href: (format: FileFormat) => string
  /** What a screen reader hears for the button ("Download the goals as CSV"), given "CSV" or "XLSX". */
  label: (format: string) => string
}) {
  return formats.map((format) => (
    <a
      key={format}
      href={href(format)}
      download
      className={buttonClass('secondary')}
      aria-label={label(format.toUpperCase())}
    >
      <Download className="size-4" aria-hidden="true" />
      {format.toUpperCase()}
    </a>
  ))
}
