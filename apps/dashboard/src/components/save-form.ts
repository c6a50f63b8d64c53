import { type FieldValues, type Path, type UseFormProps, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { applyServerErrors } from '../lib/forms.ts'
import { useErrorText } from './error-text.ts'

/**
 * A form that sends what it holds and says how it went: the server's message as a toast when it is saved, a
 * 422's messages beside the `fields` they name, any other failure as a toast.
 *
 *   const { register, submitWith } = useSaveForm<Values>({ resolver }, fields)
 *   const submit = submitWith((values) => create.mutateAsync(values), onClose)
 */
export function useSaveForm<TValues extends FieldValues>(
  props: UseFormProps<TValues>,
  fields: readonly Path<TValues>[],
) {
  const form = useForm<TValues>(props)
  const errorText = useErrorText()
  const { handleSubmit, setError } = form
  /** `send` answers nothing when there is nothing to send (no room chosen, nothing changed). */
  const submitWith = (
    send: (values: TValues) => Promise<{ message: string }> | undefined,
    done: () => void,
  ) =>
    handleSubmit(async (values) => {
      const sending = send(values)
      if (!sending) return
      try {
        const answer = await sending
        toast.success(answer.message)
        done()
      } catch (error) {
        if (applyServerErrors(error, setError, fields).length === 0) toast.error(errorText(error))
      }
    })
  return { ...form, submitWith }
}

interface SaveMutation<TVariables> {
  mutateAsync: (variables: TVariables) => Promise<{ message: string }>
  isPending: boolean
}

/** A dialog that adds a record or changes one (`record` given): which of the feature's two mutations sends it. */
export function createOrUpdate<TBody>(
  record: { id: string } | null | undefined,
  create: SaveMutation<TBody>,
  update: SaveMutation<{ id: string; body: TBody }>,
) {
  return {
    pending: create.isPending || update.isPending,
    send: (body: TBody) => (record ? update.mutateAsync({ id: record.id, body }) : create.mutateAsync(body)),
  }
}
