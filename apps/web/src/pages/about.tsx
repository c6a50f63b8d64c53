import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { ContactCard } from '../components/contact-card.tsx'
import { DocumentTitle } from '../components/document-title.tsx'
import { type Section, TextSections, useLegalValues } from '../components/legal-page.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useHotel } from '../lib/hotel.ts'

// What guests say, below the fold: its code loads on its own, and stays out of the route manifest that
// every page downloads (the home page within its JavaScript budget).
const ReviewsSection = lazy(() => import('../features/reviews/reviews-section.tsx'))

/** The hotel, its rooms and services, hours and location, what guests say, and how to reach it. */
export default function AboutPage() {
  const { t } = useTranslation('content')
  const hotel = useHotel()
  const values = useLegalValues()
  const sections = t('about.sections', { returnObjects: true, ...values }) as unknown as Section[]
  return (
    <>
      <DocumentTitle title={t('about.eyebrow')} description={t('about.intro')} />
      <PageHeader
        eyebrow={t('about.eyebrow')}
        title={t('about.title', { name: hotel.name })}
        intro={t('about.intro')}
      />
      <div className="page grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_22rem]">
        <article className="min-w-0 max-w-3xl">
          <TextSections sections={sections} />
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/books" className="btn btn-primary">
              {t('about.book')}
            </Link>
            <Link to="/contact" className="btn btn-secondary">
              {t('about.contact')}
            </Link>
          </div>
        </article>
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ContactCard title={t('about.findUs')} />
        </div>
      </div>
      <Suspense fallback={<div className="min-h-96 border-t border-line" />}>
        <ReviewsSection />
      </Suspense>
    </>
  )
}
