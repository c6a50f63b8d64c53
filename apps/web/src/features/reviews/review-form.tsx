import { ApiError, type Comment, commentCreateSchema } from '@hotel/contract'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { SubmitButton, TextAreaField } from '../../components/form.tsx'
import { FormAlert } from '../../components/form-alert.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { storagePrefix } from '../../lib/api.ts'
import { apiErrorText, applyServerErrors, schemaResolver, useErrorText } from '../../lib/forms.ts'
import { useHydrated } from '../../lib/hydrated.ts'
import { notify } from '../../lib/toast.ts'
import { getAuthStore } from '../account/auth-store.ts'
import { RatingInput } from './rating-input.tsx'

interface Values {
  rate: string
  content: string
}

/** The longest review the API takes (packages/contract: commentCreateSchema). */
const maxContent = 1000
const draftKey = `${storagePrefix}review-draft`

/** The review being written survives a trip through sign-in (a session that ended while writing). */
function readDraft(): Partial<Values> | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null') as Partial<Values> | null
    return saved && typeof saved === 'object' ? saved : null
  } catch {
    return null
  }
}

function writeDraft(values: Partial<Values> | null) {
  try {
    if (values) sessionStorage.setItem(draftKey, JSON.stringify(values))
    else sessionStorage.removeItem(draftKey)
  } catch {
    // Private windows may refuse storage: the draft then lasts as long as the page.
  }
}

const checkReview = schemaResolver<Values>(commentCreateSchema)
/**
 * No star chosen reads as null from the radio group; the schema's number coercion would take it for 0 stars,
 * so it counts as missing instead.
 */
const resolver: typeof checkReview = (values, context, options) =>
  checkReview(
    { ...values, rate: values.rate === null ? (undefined as unknown as string) : values.rate },
    context,
    options,
  )

/**
 * "Ana L.", as format.ts's reviewerName signs reviews on the site. Not imported from there: a module
 * shared with the about page becomes a chunk of its own, one more entry in the route manifest that every
 * page (the home page within its JavaScript budget) downloads.
 */
function signature(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0]?.toUpperCase()
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim()
}

/**
 * The review form of /new-review, loaded by the page once a guest is signed in: 0 to 5 stars and a text,
 * checked with the contract's schema and sent to POST /comments with the guest's token. The review is
 * signed with the profile's name.
 */
export default function ReviewForm({
  firstName,
  lastName,
  onPublished,
}: {
  firstName: string
  lastName: string
  onPublished: (review: Comment) => void
}) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const hydrated = useHydrated()
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver })

  // A draft left by a session that ended while writing comes back; what is typed is kept as a draft.
  useEffect(() => {
    const draft = readDraft()
    if (draft) reset({ rate: draft.rate ?? undefined, content: draft.content ?? '' })
    const { unsubscribe } = watch((values) => writeDraft(values))
    return unsubscribe
  }, [reset, watch])

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      const answer = await getAuthStore().call<{ message: string; data: Comment }>('/comments', {
        method: 'POST',
        body: values,
      })
      writeDraft(null)
      void notify('success', answer.message)
      onPublished(answer.data)
    } catch (error) {
      // A 401 signed the guest out: the page sends them to sign in, the draft waits for them.
      if (error instanceof ApiError && error.status === 401) return
      if (applyServerErrors(error, setError, ['rate', 'content']).length === 0) {
        setFailure(apiErrorText(t, error))
      }
    }
  })

  const rate = watch('rate')
  const length = watch('content')?.length ?? 0
  // Any problem with the stars (none chosen, out of range) asks for a choice between 0 and 5.
  const rateError = errors.rate
    ? errors.rate.type === 'server'
      ? errors.rate.message
      : t('review.errors.rating')
    : undefined

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <RatingInput
        field={register('rate')}
        value={rate === undefined || rate === null || rate === '' ? undefined : Number(rate)}
        error={rateError}
      />
      <TextAreaField
        label={t('review.comment')}
        rows={6}
        maxLength={maxContent}
        required
        placeholder={t('review.placeholder')}
        hint={
          <span className="tabular-nums" data-testid="review-counter">
            {t('review.counter', { length, max: maxContent })}
          </span>
        }
        error={errorText(errors.content)}
        {...register('content')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">{t('review.as', { name: signature(firstName, lastName) })}</p>
        <SubmitButton busy={isSubmitting} disabled={!hydrated}>
          {t('review.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
