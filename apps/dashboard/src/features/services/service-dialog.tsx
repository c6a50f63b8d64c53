import { type ServiceCreate, type StaffService, serviceCreateSchema } from '@hotel/contract'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../components/dialog.tsx'
import { Field, inputClass } from '../../components/field.tsx'
import { createOrUpdate, useSaveForm } from '../../components/save-form.ts'
import { schemaResolver, useFieldErrorText } from '../../lib/forms.ts'
import { useCreateService, useUpdateService } from './api.ts'

export type ServiceValues = { name_en: string; name_es: string }
const serviceFields = ['name_en', 'name_es'] as const
export const serviceResolver = schemaResolver<ServiceValues>(serviceCreateSchema)

/** Adds a service (`service` null) or renames one, in English and Spanish. */
export function ServiceDialog({
  open,
  service,
  onClose,
}: {
  open: boolean
  service: StaffService | null
  onClose: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.services' })
  const { pending, send } = createOrUpdate(service, useCreateService(), useUpdateService())
  const fieldError = useFieldErrorText()
  const initial = { name_en: service?.name_en ?? '', name_es: service?.name_es ?? '' }
  const {
    register,
    reset,
    formState: { errors },
    submitWith,
  } = useSaveForm<ServiceValues>({ resolver: serviceResolver, defaultValues: initial }, serviceFields)

  // Each opening starts from the service's names (or blank for a new one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (open) reset(initial)
  }, [open, service?.id])

  const submit = submitWith((values) => send(values satisfies ServiceCreate), onClose)

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={service ? t('renameTitle') : t('addTitle')}
      description={service ? t('renameIntro') : t('addIntro')}
      className="max-w-lg"
      submitLabel={service ? t('save') : t('add')}
      pending={pending}
      onSubmit={submit}
    >
      {serviceFields.map((name) => (
        <Field
          key={name}
          label={t(name === 'name_en' ? 'nameEn' : 'nameEs')}
          error={fieldError(errors[name])}
        >
          {(control) => (
            <input
              {...control}
              {...register(name)}
              type="text"
              autoComplete="off"
              lang={name === 'name_en' ? 'en' : 'es'}
              className={inputClass(Boolean(errors[name]))}
            />
          )}
        </Field>
      ))}
      {!service && <p className="text-ink-soft text-sm">{t('codeHint')}</p>}
    </FormDialog>
  )
}
