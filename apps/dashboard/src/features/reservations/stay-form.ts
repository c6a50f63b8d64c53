import { useEffect, useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { useErrorText } from '../../components/error-text.ts'
import { applyServerErrors } from '../../lib/forms.ts'

/**
 * The form of a reservation dialog (check-in, modify, cancel): it starts from `initial` on each opening; once
 * sent, the server's message as a toast and the dialog closed; a refusal that names one of `fields` beside that
 * field, any other in the dialog (`refusal`, for DialogAlert), gone on each try and each opening.
 *
 *   const { register, errors, refusal, submitWith } = useStayForm({ open, initial, resolver, fields, onClose })
 *   const submit = submitWith((values) => action.mutateAsync(values))
 */
export function useStayForm<TValues extends FieldValues>({
  open,
  initial,
  resolver,
  onOpen,
  onClose,
  fields,
  onRefusal,
}: {
  open: boolean
  initial: () => DefaultValues<TValues>
  resolver: Resolver<TValues>
  /** Anything more to start afresh on opening (the override reason no longer asked for). */
  onOpen?: () => void
  onClose: () => void
  fields: readonly Path<TValues>[]
  /** Reads a refusal first (the override reason asked for). */
  onRefusal?: (error: unknown) => void
}) {
  const errorText = useErrorText()
  const form = useForm<TValues>({ resolver, defaultValues: initial() })
  const [refusal, setRefusal] = useState<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: afresh on opening only
  useEffect(() => {
    if (open) {
      form.reset(initial())
      setRefusal(null)
      onOpen?.()
    }
  }, [open])

  const submitWith = (send: (values: TValues) => Promise<{ message: string }>) =>
    form.handleSubmit(async (values) => {
      setRefusal(null)
      try {
        const answer = await send(values)
        toast.success(answer.message)
        onClose()
      } catch (error) {
        onRefusal?.(error)
        if (applyServerErrors(error, form.setError, fields).length === 0) setRefusal(errorText(error))
      }
    })
  return { ...form, errors: form.formState.errors, refusal, submitWith }
}
