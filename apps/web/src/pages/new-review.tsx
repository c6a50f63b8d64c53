import { LogIn, MessageSquareHeart, Star } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { FieldError, focusFirstInvalid, formValues, TextAreaField } from '../components/form.tsx'

const ratings = [1, 2, 3, 4, 5] as const

/** Review form: a rating of up to five stars and a comment. Publishing needs a signed-in guest. */
export default function NewReviewPage() {
  const { t } = useTranslation('account')
  const [rating, setRating] = useState(0)
  const [errors, setErrors] = useState<{ rating?: string; content?: string }>({})
  const [needsSignIn, setNeedsSignIn] = useState(false)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const { content } = formValues(event.currentTarget, ['content'])
    const next = {
      rating: rating ? undefined : t('review.errors.rating'),
      content: content ? undefined : t('common:validation.required'),
    }
    setErrors(next)
    if (next.rating || next.content) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    // No guest session exists yet (accounts come later): reviews need one.
    setNeedsSignIn(true)
  }

  return (
    <AuthCard icon={MessageSquareHeart} title={t('review.title')} intro={t('review.intro')} wide>
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        <fieldset
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? 'rating-error' : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-ink">{t('review.rating')}</legend>
          <div className="flex gap-1">
            {ratings.map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-pine-600"
              >
                <input
                  type="radio"
                  name="rate"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="sr-only"
                />
                <span className="sr-only">{t('review.stars', { count: value })}</span>
                <Star
                  aria-hidden="true"
                  className={`size-11 p-1.5 transition ${value <= rating ? 'fill-clay-400 text-clay-500' : 'text-coffee-500 hover:text-clay-500'}`}
                />
              </label>
            ))}
          </div>
          <FieldError id="rating-error" error={errors.rating} />
        </fieldset>
        <TextAreaField
          label={t('review.comment')}
          name="content"
          rows={5}
          maxLength={2000}
          error={errors.content}
        />
        {needsSignIn ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-lg border border-warning-700/30 bg-warning-50 p-4 text-sm text-warning-700 sm:flex-row sm:items-center"
          >
            <p className="flex-1">{t('review.signIn')}</p>
            <Link to="/login" className="btn btn-secondary">
              <LogIn className="size-4" aria-hidden="true" />
              {t('common:auth.login')}
            </Link>
          </div>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary">
            {t('review.submit')}
          </button>
        </div>
      </form>
    </AuthCard>
  )
}
