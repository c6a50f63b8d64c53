import { Home, RotateCw } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'
import { DocumentTitle } from './document-title.tsx'
import { CloudyHillsIllustration, IllustratedMessage, LostTrailIllustration } from './illustrations.tsx'
import { MinimalFooter, MinimalHeader } from './minimal-chrome.tsx'

/** Back to the home page, from either error page. */
function HomeLink({ className }: { className: string }) {
  const { t } = useTranslation()
  return (
    <Link to="/" className={className}>
      <Home className="size-5" aria-hidden="true" />
      {t('notFound.home')}
    </Link>
  )
}

/** Any path that is not one of the site's routes. The spec's 404 container is 2048 px wide at most. */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <DocumentTitle title={t('notFound.title')} />
      <MinimalHeader />
      <main className="mx-auto flex w-full max-w-[2048px] flex-1 flex-col items-center justify-center px-4 py-12 text-center sm:py-16">
        <IllustratedMessage
          picture={<LostTrailIllustration className="w-full max-w-md" />}
          heading={t('notFound.heading')}
          message={t('notFound.message')}
        />
        <HomeLink className="btn btn-primary mt-8" />
      </main>
      <MinimalFooter />
    </div>
  )
}

/** Something broke while showing a page (the 500 page). */
export function ServerErrorPage({ details }: { details?: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <DocumentTitle title={t('serverError.title')} />
      <MinimalHeader />
      <main className="page flex flex-1 flex-col items-center justify-center py-12 text-center sm:py-16">
        <IllustratedMessage
          picture={<CloudyHillsIllustration className="w-full max-w-md" />}
          heading={t('serverError.heading')}
          message={t('serverError.message')}
        />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            <RotateCw className="size-5" aria-hidden="true" />
            {t('serverError.retry')}
          </button>
          <HomeLink className="btn btn-secondary" />
        </div>
        {details ? (
          <pre className="mt-8 max-w-full overflow-x-auto rounded-lg bg-sand p-4 text-left text-sm">
            {details}
          </pre>
        ) : null}
      </main>
      <MinimalFooter />
    </div>
  )
}
