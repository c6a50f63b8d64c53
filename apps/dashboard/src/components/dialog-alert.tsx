/** A refusal inside a dialog, in the server's words; nothing when there is none. */
export function DialogAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg border border-error-200 bg-error-50 p-3 text-error-700 text-sm">
      {message}
    </p>
  )
}
