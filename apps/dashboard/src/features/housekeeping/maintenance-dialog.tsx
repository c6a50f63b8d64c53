import { type HousekeepingRoom, housekeepingLimits, roomStatusUpdateSchema } from '@hotel/contract'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Dialog, FormDialogFooter } from '../../components/dialog.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../lib/forms.ts'
import { useSetRoomStatus } from './api.ts'

export type MaintenanceValues = { status: 'maintenance'; note: string }
export const maintenanceResolver = schemaResolver<MaintenanceValues>(roomStatusUpdateSchema)

/** Takes a room out of service with a note saying why (the contract requires one). */
export function MaintenanceDialog({ room, onClose }: { room: HousekeepingRoom | null; onClose: () => void }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'housekeeping' })
  const setStatus = useSetRoomStatus()
  const errorText = useErrorText()
  const fieldError = useFieldErrorText()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<MaintenanceValues>({
    resolver: maintenanceResolver,
    defaultValues: { status: 'maintenance', note: '' },
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh note on each opening
  useEffect(() => {
    if (room) reset({ status: 'maintenance', note: '' })
  }, [room?.id])

  const submit = handleSubmit(async (values) => {
    if (!room) return
    try {
      const answer = await setStatus.mutateAsync({ number: room.number, body: values })
      toast.success(answer.message)
      onClose()
    } catch (error) {
      if (applyServerErrors(error, setError, ['note'] as const).length === 0) toast.error(errorText(error))
    }
  })

  return (
    <Dialog
      open={room !== null}
      onClose={onClose}
      busy={setStatus.isPending}
      title={room ? t('maintenanceTitle', { number: room.number }) : ''}
      description={t('maintenanceIntro')}
      footer={
        <FormDialogFooter
          formId="maintenance-form"
          submitLabel={t('maintenanceConfirm')}
          pending={setStatus.isPending}
          onCancel={onClose}
          tone="danger"
        />
      }
    >
      <form id="maintenance-form" noValidate onSubmit={submit} className="grid gap-4">
        <Field
          label={t('noteLabel')}
          hint={t('noteHint')}
          error={
            errors.note?.type === 'required' || errors.note?.message === 'housekeeping.note_required'
              ? t('noteRequired')
              : fieldError(errors.note, { max: housekeepingLimits.note })
          }
        >
          {(control) => (
            <textarea
              {...control}
              {...register('note')}
              rows={3}
              maxLength={housekeepingLimits.note}
              className={inputClass(Boolean(errors.note), 'py-2')}
            />
          )}
        </Field>
      </form>
    </Dialog>
  )
}
