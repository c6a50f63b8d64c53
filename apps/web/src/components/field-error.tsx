import { AlertCircle } from 'lucide-react'

/** A field's error message, referenced by the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-error-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {error}
    </p>
  )
}
