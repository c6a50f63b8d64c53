import { Home, RotateCw } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'
import { DocumentTitle } from './document-title.tsx'
import { CloudyHillsIllustration, LostTrailIllustration } from './illustrations.tsx'
import { MinimalFooter, MinimalHeader } from './minimal-chrome.tsx'

/** Any path that is not one of the site's routes. The spec's 404 container is 2048 px wide at most. */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <DocumentTitle title={t('notFound.title')} />
      <MinimalHeader />
      <main className="mx-auto flex w-full max-w-[2048px] flex-1 flex-col items-center justify-center px-4 py-12 text-center sm:py-16">
        <LostTrailIllustration className="w-full max-w-md" />
        <h1 className="mt-8 text-xl font-bold tracking-tight text-pine-950 sm:text-2xl">
          {t('notFound.heading')}
        </h1>
        <p className="mt-3 max-w-lg text-lg text-ink-soft">{t('notFound.message')}</p>
        <Link to="/" className="btn btn-primary mt-8">
          <Home className="size-5" aria-hidden="true" />
          {t('notFound.home')}
        </Link>
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
        <CloudyHillsIllustration className="w-full max-w-md" />
        <h1 className="mt-8 text-xl font-bold tracking-tight text-pine-950 sm:text-2xl">
          {t('serverError.heading')}
        </h1>
        <p className="mt-3 max-w-lg text-lg text-ink-soft">{t('serverError.message')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            <RotateCw className="size-5" aria-hidden="true" />
            {t('serverError.retry')}
          </button>
          <Link to="/" className="btn btn-secondary">
            <Home className="size-5" aria-hidden="true" />
            {t('notFound.home')}
          </Link>
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
