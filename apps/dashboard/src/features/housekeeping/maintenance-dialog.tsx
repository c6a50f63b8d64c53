import { type HousekeepingRoom, housekeepingLimits, roomStatusUpdateSchema } from '@hotel/contract'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../components/dialog.tsx'
import { Field, inputClass } from '../../components/field.tsx'
import { useSaveForm } from '../../components/save-form.ts'
import { schemaResolver, useFieldErrorText } from '../../lib/forms.ts'
import { useSetRoomStatus } from './api.ts'

export type MaintenanceValues = { status: 'maintenance'; note: string }
export const maintenanceResolver = schemaResolver<MaintenanceValues>(roomStatusUpdateSchema)

/** Takes a room out of service with a note saying why (the contract requires one). */
export function MaintenanceDialog({ room, onClose }: { room: HousekeepingRoom | null; onClose: () => void }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'housekeeping' })
  const setStatus = useSetRoomStatus()
  const fieldError = useFieldErrorText()
  const {
    register,
    reset,
    formState: { errors },
    submitWith,
  } = useSaveForm<MaintenanceValues>(
    {
      resolver: maintenanceResolver,
      defaultValues: { status: 'maintenance', note: '' },
    },
    ['note'] as const,
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh note on each opening
  useEffect(() => {
    if (room) reset({ status: 'maintenance', note: '' })
  }, [room?.id])

  const submit = submitWith((values) => {
    if (!room) return
    return setStatus.mutateAsync({ number: room.number, body: values })
  }, onClose)

  return (
    <FormDialog
      open={room !== null}
      onClose={onClose}
      title={room ? t('maintenanceTitle', { number: room.number }) : ''}
      description={t('maintenanceIntro')}
      submitLabel={t('maintenanceConfirm')}
      pending={setStatus.isPending}
      onSubmit={submit}
      tone="danger"
    >
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
    </FormDialog>
  )
}
