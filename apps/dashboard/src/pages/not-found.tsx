import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useDocumentTitle } from '../components/document-title.ts'

/** Unknown dashboard address, shown inside the signed-in frame. */
export default function NotFoundPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('notFound.title'))
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-10 text-center sm:py-16">
      <LostTrail />
      <p className="mt-6 font-semibold text-clay-700 text-sm tracking-wide">404</p>
      <h1 className="mt-1 font-semibold text-xl tracking-tight">{t('notFound.heading')}</h1>
      <p className="mt-3 text-ink-soft">{t('notFound.message')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-pine-700 px-5 font-semibold text-white hover:bg-pine-800"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('notFound.back')}
      </Link>
    </div>
  )
}

/** A trail sign among pines, pointing nowhere in particular. */
function LostTrail() {
  return (
    <svg viewBox="0 0 240 140" className="w-56 max-w-full" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="128" rx="110" ry="10" className="fill-coffee-100" />
      <path
        d="M40 124 L58 84 H50 L64 56 H56 L70 28 L84 56 H76 L90 84 H82 L100 124Z"
        className="fill-pine-600"
      />
      <path
        d="M168 124 L182 94 H176 L187 72 H181 L192 50 L203 72 H197 L208 94 H202 L216 124Z"
        className="fill-pine-500"
      />
      <rect x="117" y="52" width="6" height="74" rx="2" className="fill-coffee-500" />
      <path d="M96 58 H146 L156 68 L146 78 H96Z" className="fill-clay-400" />
      <path d="M144 86 H94 L84 96 L94 106 H144Z" className="fill-coffee-500" />
      <circle cx="120" cy="36" r="3" className="fill-clay-400" />
    </svg>
  )
}
