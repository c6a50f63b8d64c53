import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../i18n/react.tsx'
import { schemaResolver } from '../../../lib/forms.ts'
import { messageText } from '../../../lib/messages.ts'
import { useAuth } from '../../account/auth-store.ts'
import type { CategoryValue } from '../draft.ts'
import { ArrivalAndNotes, CategoryField, GuestFields, guestFromProfile } from '../fields.tsx'
import { type DetailsValues, detailsStepSchema, guestDetailsOf } from '../steps.ts'
import { BackButton, NextButton, StepFrame, type StepProps } from './step-frame.tsx'

type DetailsForm = {
  category: string
  estimated_arrival_time: string
  additional_description: string
  user: { name: string; email: string; phone: string; identification: string; country: string }
}

const values = (form: DetailsForm): DetailsValues => ({
  category: (form.category || '') as CategoryValue | '',
  estimated_arrival_time: form.estimated_arrival_time ?? '',
  additional_description: form.additional_description ?? '',
  user: {
    name: form.user?.name ?? '',
    email: form.user?.email ?? '',
    phone: form.user?.phone ?? '',
    identification: form.user?.identification ?? '',
    country: form.user?.country ?? '',
  },
})

/** Step 3: the category, arrival time and notes, and the guest's details. */
export default function DetailsStep({
  draft,
  heading,
  notice,
  onChange,
  guest,
  onSignIn,
  onBack,
  onNext,
}: StepProps & {
  /** No account: the details are typed here (a signed-in guest's come from the profile). */
  guest: boolean
  onSignIn: (values: DetailsValues) => void
  onBack: (values: DetailsValues) => void
  onNext: (values: DetailsValues) => void
}) {
  const { t } = useTranslation(['reservations', 'auth'])
  const { user } = useAuth()
  const context = guest ? 'guest' : undefined
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<DetailsForm>({
    resolver: schemaResolver(detailsStepSchema),
    defaultValues: {
      category: draft.category,
      estimated_arrival_time: draft.estimated_arrival_time,
      additional_description: draft.additional_description,
      user: guestDetailsOf(draft.user, guestFromProfile(user)),
    },
  })
  useEffect(() => {
    const subscription = watch((form) => onChange(values(form as DetailsForm)))
    return () => subscription.unsubscribe()
  }, [watch, onChange])

  const guestFieldset = (
    <fieldset className="grid grid-cols-1 gap-5 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 sm:p-5">
      <legend className="px-1 font-semibold text-pine-950">{t('details.guest')}</legend>
      <p className="-mt-2 text-sm text-ink-soft sm:col-span-2">{t('details.guestIntro', { context })}</p>
      {guest ? (
        <p className="-mt-3 text-sm text-ink-soft sm:col-span-2">
          {t('details.haveAccount')}{' '}
          <button
            type="button"
            className="font-medium text-pine-700 underline hover:text-pine-800"
            onClick={() => onSignIn(values(getValues()))}
            data-testid="dialog-sign-in"
          >
            {t('details.signIn')}
          </button>
        </p>
      ) : null}
      <GuestFields
        field={(name) => ({ error: messageText(t, errors.user?.[name]), ...register(`user.${name}`) })}
        hints
      />
    </fieldset>
  )

  return (
    <StepFrame
      heading={heading}
      title={t('details.title')}
      intro={t('details.intro', { context })}
      notice={notice}
      onSubmit={handleSubmit((form) => onNext(values(form)))}
      footer={
        <>
          <BackButton onClick={() => onBack(values(getValues()))} />
          <NextButton />
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6">
        {/* A guest without an account says who they are first: the intro points to the e-mail asked here. */}
        {guest ? guestFieldset : null}
        <CategoryField
          name="category"
          value={watch('category')}
          onChange={(value) => setValue('category', value, { shouldValidate: isSubmitted })}
          error={messageText(t, errors.category)}
        />
        <ArrivalAndNotes
          field={(name) => ({ error: messageText(t, errors[name]), ...register(name) })}
          hints
        />
        {guest ? null : guestFieldset}
      </div>
    </StepFrame>
  )
}
