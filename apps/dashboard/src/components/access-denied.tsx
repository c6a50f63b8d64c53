import { ArrowLeft, LockKeyhole } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from './button-styles.ts'
import { useDocumentTitle } from './document-title.ts'

/**
 * The 403 state: a screen the person's permissions do not include (the screens table's guard), or a call the
 * API refused with 403. Calm, because it is no mistake of theirs, and with the way back.
 */
export function AccessDenied({ message }: { message?: string }) {
  const { t } = useTranslation()
  useDocumentTitle(t('forbidden.title'))
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-10 text-center sm:py-16">
      <span className="flex size-16 items-center justify-center rounded-full bg-coffee-100 text-coffee-700">
        <LockKeyhole className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 font-semibold text-clay-700 text-sm tracking-wide">403</p>
      <h1 className="mt-1 font-semibold text-xl tracking-tight">{t('forbidden.heading')}</h1>
      <p className="mt-3 text-ink-soft">{message ?? t('forbidden.message')}</p>
      <Link to="/" className={buttonClass('primary', { className: 'mt-8' })}>
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('forbidden.back')}
      </Link>
    </div>
  )
}
