import type { Comment } from '@hotel/contract'
import { PenLine, Star } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '../../components/empty-state.tsx'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import { formatAverage, formatReviewDate, formatStayMonth, reviewerName } from './format.ts'
import { useLatestReviews } from './queries.ts'
import { Stars } from './stars.tsx'

/**
 * What guests say: the average of every visible review, how many there are, and the latest few. Used on
 * the about page and (loaded on demand) on the home page. Pre-rendered pages show the loading state; the
 * reviews come from the API after hydration. A failed request leaves the section out. With `room`, a room page's
 * reviews: those of stays that included it.
 */
export default function ReviewsSection({ latest = 3, room }: { latest?: number; room?: number }) {
  const { t } = useTranslation()
  const lng = usePageLanguage()
  const reviews = useLatestReviews(latest, room)
  if (reviews.isError) return null
  const summary = reviews.data?.summary
  const average = summary?.average_rate ?? null

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24 border-t border-line">
      <div className="page py-12 sm:py-16">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div>
            <h2 id="reviews-title" className="text-xl font-bold tracking-tight text-pine-950">
              {t('reviews.title')}
            </h2>
            <p className="mt-1 text-ink-soft">
              {t(room === undefined ? 'reviews.intro' : 'reviews.roomIntro')}
            </p>
          </div>
          <Link to="/new-review" className="btn btn-secondary">
            <PenLine className="size-4" aria-hidden="true" />
            {t('reviews.write')}
          </Link>
        </div>

        {!reviews.data ? (
          <>
            <p role="status" className="sr-only">
              {t('reviews.loading')}
            </p>
            <div className="grid gap-5 lg:grid-cols-[15rem_1fr]" aria-hidden="true">
              <div className="card h-40 animate-pulse bg-sand/60" />
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                <div className="card h-40 animate-pulse bg-sand/60" />
                <div className="card hidden h-40 animate-pulse bg-sand/60 sm:block" />
                <div className="card hidden h-40 animate-pulse bg-sand/60 lg:block" />
              </div>
            </div>
          </>
        ) : summary?.count === 0 || average === null ? (
          <EmptyState icon={Star} text={t(room === undefined ? 'reviews.empty' : 'reviews.roomEmpty')} />
        ) : (
          <div className="grid gap-5 lg:grid-cols-[15rem_1fr]">
            <div className="card flex flex-col items-start gap-2 p-6" data-testid="reviews-summary">
              <p className="flex items-baseline gap-2">
                <span className="text-2xl font-bold text-pine-950 tabular-nums">
                  {formatAverage(average, lng)}
                </span>
                <span className="text-ink-soft">{t('reviews.outOf')}</span>
              </p>
              <Stars rate={average} size="lg" />
              <p className="text-sm text-ink-soft">{t('reviews.count', { count: summary?.count ?? 0 })}</p>
            </div>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {reviews.data.data.map((review) => (
                <li key={review.id} className="flex [&>*]:flex-1">
                  <ReviewCard review={review} lng={lng} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  )
}

function ReviewCard({ review, lng }: { review: Comment; lng: string }) {
  const { t } = useTranslation()
  return (
    <figure className="card flex min-w-0 flex-col gap-3 p-5">
      <Stars rate={review.rate} size="sm" label={t('reviews.rated', { count: review.rate })} />
      <blockquote className="flex-1 text-ink break-words whitespace-pre-line">{review.content}</blockquote>
      <figcaption className="text-sm text-ink-soft">
        <span className="font-semibold text-ink">{reviewerName(review.first_name, review.last_name)}</span>
        {' · '}
        {review.stay_month ? (
          <time dateTime={review.stay_month}>
            {t('reviews.stayed', { month: formatStayMonth(review.stay_month, lng) })}
          </time>
        ) : (
          <time dateTime={review.created_at}>{formatReviewDate(review.created_at, lng)}</time>
        )}
      </figcaption>
    </figure>
  )
}
