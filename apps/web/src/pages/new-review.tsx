import type { Comment } from '@hotel/contract'
import { MessageSquareHeart } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { PageLoading } from '../components/page-loading.tsx'
import { useAuth } from '../features/account/auth-store.ts'
import { useReviewEligibility } from '../features/reviews/eligibility.ts'
import { useTranslation } from '../i18n/react.tsx'

// The form (react-hook-form, the contract's schema, the stars) loads once a signed-in guest is here: only
// what the page needs first is in the route manifest, which every page (the home page too) downloads.
const ReviewForm = lazy(() => import('../features/reviews/review-form.tsx'))

/**
 * Review form: 0 to 5 stars and a text (POST /comments as the signed-in guest, who signs it with the
 * profile's name). Signed-out visitors are sent to sign in and brought back here; a guest with no stay to review
 * is told so (GET /comments/eligibility) before typing anything.
 */
export default function NewReviewPage() {
  const { t } = useTranslation('account')
  const auth = useAuth()
  const navigate = useNavigate()
  const [published, setPublished] = useState<Comment | null>(null)
  const signedOut = auth.restored && !auth.token
  const eligibility = useReviewEligibility(Boolean(auth.token) && !published)

  useEffect(() => {
    if (signedOut && !published) navigate('/login?next=%2Fnew-review', { replace: true })
  }, [signedOut, published, navigate])

  if (published) return <Published />
  return (
    <AuthCard icon={MessageSquareHeart} title={t('review.title')} intro={t('review.intro')} wide>
      {eligibility.data && !eligibility.data.eligible ? (
        <NotYet message={eligibility.data.message ?? ''} />
      ) : auth.token && auth.user && (eligibility.data || eligibility.isError) ? (
        <Suspense fallback={<PageLoading />}>
          <ReviewForm firstName={auth.user.name} lastName={auth.user.last_name} onPublished={setPublished} />
        </Suspense>
      ) : (
        <PageLoading />
      )}
    </AuthCard>
  )
}

/** No stay to review (yet, or each one reviewed): the server's reason, and the ways on. */
function NotYet({ message }: { message: string }) {
  const { t } = useTranslation('account')
  return (
    <div>
      <p
        role="status"
        className="rounded-lg border border-line bg-sand/60 p-4 text-ink"
        data-testid="review-not-yet"
      >
        {message}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/books" className="btn btn-primary">
          {t('review.notYet.rooms')}
        </Link>
        <Link to="/profile" className="btn btn-secondary">
          {t('review.notYet.reservations')}
        </Link>
      </div>
    </div>
  )
}

/** After publishing: thanks, and the ways on. */
function Published() {
  const { t } = useTranslation('account')
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <AuthCard icon={MessageSquareHeart} tone="success" title={t('review.done.title')} wide>
      <div ref={box} tabIndex={-1} className="outline-none">
        <p role="status" className="text-ink-soft">
          {t('review.done.text')}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/" className="btn btn-primary">
            {t('review.done.home')}
          </Link>
          <Link to="/about#reviews" className="btn btn-secondary">
            {t('review.done.reviews')}
          </Link>
        </div>
      </div>
    </AuthCard>
  )
}
