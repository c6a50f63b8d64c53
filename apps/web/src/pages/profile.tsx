import { CalendarCheck, FileText, History, LifeBuoy, LogIn, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ContactCard } from '../components/contact-card.tsx'
import { DocumentTitle } from '../components/document-title.tsx'
import { PageHeader } from '../components/page-header.tsx'

/**
 * The guest's account: booked reservations, history, help and support, and terms. Signed-out visitors
 * (everyone until accounts arrive) are asked to sign in first.
 */
export default function ProfilePage() {
  const { t } = useTranslation('account')
  const sections = [
    { icon: CalendarCheck, key: 'booked' },
    { icon: History, key: 'history' },
    { icon: LifeBuoy, key: 'help' },
    { icon: FileText, key: 'terms' },
  ] as const
  return (
    <>
      <DocumentTitle title={t('profile.title')} />
      <PageHeader title={t('profile.title')} intro={t('profile.intro')} />
      <div className="page grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_22rem]">
        <div>
          <section
            aria-labelledby="signin-title"
            className="card flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:p-8"
          >
            <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-pine-50 text-pine-700">
              <UserRound className="size-7" aria-hidden="true" />
            </span>
            <div className="flex-1">
              <h2 id="signin-title" className="text-lg font-semibold text-pine-950">
                {t('profile.signedOut.title')}
              </h2>
              <p className="mt-1 text-ink-soft">{t('profile.signedOut.text')}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to="/login" className="btn btn-primary">
                <LogIn className="size-4" aria-hidden="true" />
                {t('common:auth.login')}
              </Link>
              <Link to="/register" className="btn btn-secondary">
                {t('common:auth.register')}
              </Link>
            </div>
          </section>
          <h2 className="mt-10 text-lg font-semibold text-pine-950">{t('profile.inside')}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {sections.map(({ icon: Icon, key }) => (
              <li key={key} className="rounded-card border border-line bg-surface/70 p-5">
                <Icon className="size-5 text-clay-600" aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-ink">{t(`profile.tabs.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-ink-soft">{t(`profile.tabs.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ContactCard title={t('profile.helpTitle')} />
        </div>
      </div>
    </>
  )
}
