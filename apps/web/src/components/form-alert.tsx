import { AlertCircle } from 'lucide-react'
import type { ReactNode } from 'react'

/** A form's error that belongs to no field (the API's answer, a failed call), announced when it appears. */
export function FormAlert({
  className = 'text-sm',
  testId,
  children,
}: {
  /** Size and spacing where the form puts it. */
  className?: string
  testId?: string
  children: ReactNode
}) {
  return (
    <p
      role="alert"
      className={`flex items-start gap-2 rounded-lg border border-error-200 bg-error-50 p-3 text-error-700 ${className}`}
      data-testid={testId}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  )
}
