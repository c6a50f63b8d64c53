import { BedDouble, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { DocumentTitle } from '../components/document-title.tsx'
import { EmptyState } from '../components/empty-state.tsx'
import { StayFactsLine } from '../components/stay-facts.tsx'

/** A single room (/books/room/:number). Served from the SPA fallback, so it renders in the browser. */
export default function RoomPage() {
  const { t } = useTranslation('rooms')
  const { number = '' } = useParams()
  const title = t('room.title', { number })
  return (
    <>
      <DocumentTitle title={title} />
      <div className="border-b border-line bg-sand">
        <div className="page py-8 sm:py-10">
          <nav aria-label={t('room.breadcrumb')}>
            <ol className="flex items-center gap-1 text-sm text-ink-soft">
              <li>
                <Link
                  to="/books"
                  className="inline-flex min-h-11 items-center hover:text-pine-800 hover:underline"
                >
                  {t('books.title')}
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="font-medium text-ink">
                {title}
              </li>
            </ol>
          </nav>
          <h1 className="mt-1 text-xl font-bold tracking-tight text-pine-950 sm:text-2xl">{title}</h1>
          <StayFactsLine className="mt-3 text-sm text-ink-soft" />
        </div>
      </div>
      <div className="page py-10">
        <EmptyState icon={BedDouble} text={t('room.empty')}>
          <Link to="/books" className="btn btn-secondary">
            {t('room.all')}
          </Link>
        </EmptyState>
      </div>
    </>
  )
}
