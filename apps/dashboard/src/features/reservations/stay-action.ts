import { useEffect, useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { useErrorText } from '../../components/error-text.ts'
import { applyServerErrors } from '../../lib/forms.ts'

/**
 * How a reservation dialog's form sends (check-in, modify, cancel): the server's message as a toast and the
 * dialog closed once it is done; a refusal that names one of `fields` beside that field, any other in the dialog
 * (`refusal`, for DialogAlert). The refusal goes on each try and each opening, when `onOpen` starts the form afresh.
 */
export function useStayAction<TValues extends FieldValues>({
  open,
  onOpen,
  onClose,
  setError,
  fields,
  onRefusal,
}: {
  open: boolean
  onOpen: () => void
  onClose: () => void
  setError: UseFormSetError<TValues>
  fields: readonly Path<TValues>[]
  /** Reads a refusal first (the override reason asked for). */
  onRefusal?: (error: unknown) => void
}) {
  const errorText = useErrorText()
  const [refusal, setRefusal] = useState<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: afresh on opening only
  useEffect(() => {
    if (open) {
      setRefusal(null)
      onOpen()
    }
  }, [open])

  const send = async (sending: () => Promise<{ message: string }>) => {
    setRefusal(null)
    try {
      const answer = await sending()
      toast.success(answer.message)
      onClose()
    } catch (error) {
      onRefusal?.(error)
      if (applyServerErrors(error, setError, fields).length === 0) setRefusal(errorText(error))
    }
  }
  return { refusal, send }
}
