import { type ClientCreate, clientCreateSchema } from '@hotel/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { DetailHeader } from '../../components/detail-header.tsx'
import { DetailPage } from '../../components/detail-page.tsx'
import { useDocumentTitle } from '../../components/document-title.ts'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { Spinner } from '../../components/loading-state.tsx'
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../lib/forms.ts'
import { useCreateClient } from './api.ts'
import { blankContact, ClientContactFields, contactFields } from './client-fields.tsx'

type Values = Required<
  Pick<ClientCreate, 'name' | 'last_name' | 'email' | 'phone' | 'identification' | 'country'>
> & {
  city: string
  description: string
  birth_date: string
  locale: 'en' | 'es'
}

/** "New client": a guest created at the desk, without a password. */
export default function NewClientPage() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('clients.newTitle'))
  const navigate = useNavigate()
  const errorText = useErrorText()
  const fieldError = useFieldErrorText()
  const create = useCreateClient()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: schemaResolver(clientCreateSchema),
    defaultValues: {
      ...blankContact,
      birth_date: '',
      locale: i18n.language === 'en' ? 'en' : 'es',
    },
  })

  const submit = handleSubmit((values) =>
    create.mutateAsync(values).then(
      (answer) => {
        toast.success(answer.message)
        void navigate(`/clients/${answer.data.id}`)
      },
      (error: unknown) => {
        const shown = applyServerErrors(error, setError, [...contactFields, 'birth_date', 'locale'])
        if (shown.length === 0) toast.error(errorText(error))
      },
    ),
  )

  return (
    <DetailPage back="/clients" backLabel={t('clients.back')}>
      <DetailHeader
        title={t('clients.newTitle')}
        subtitle={<p className="mt-2 max-w-prose text-ink-soft">{t('clients.newIntro')}</p>}
      />
      <form
        noValidate
        onSubmit={submit}
        className="flex max-w-3xl flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
      >
        <ClientContactFields register={register} errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('clients.birthDate')} error={fieldError(errors.birth_date)} optional>
            {(control) => (
              <input
                {...control}
                {...register('birth_date')}
                type="date"
                className={inputClass(Boolean(errors.birth_date))}
              />
            )}
          </Field>
          <Field label={t('clients.language')} error={fieldError(errors.locale)}>
            {(control) => (
              <select {...control} {...register('locale')} className={inputClass(Boolean(errors.locale))}>
                <option value="es">{t('language.es')}</option>
                <option value="en">{t('language.en')}</option>
              </select>
            )}
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-3 border-line border-t pt-4 sm:flex-row sm:justify-end">
          <Link to="/clients" className={buttonClass('secondary')}>
            {t('dialog.cancel')}
          </Link>
          <button type="submit" disabled={create.isPending} className={buttonClass('primary')}>
            {create.isPending && <Spinner className="size-4" />}
            {create.isPending ? t('clients.creating') : t('clients.create')}
          </button>
        </div>
      </form>
    </DetailPage>
  )
}
