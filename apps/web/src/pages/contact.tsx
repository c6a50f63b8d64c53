import { lazy, Suspense } from 'react'
import { ContactCard } from '../components/contact-card.tsx'
import { DocumentTitle } from '../components/document-title.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { useTranslation } from '../i18n/react.tsx'

// The form's code (react-hook-form, the contract's schema) is a chunk of its own: the pre-rendered form
// is on screen at once and hydrates when its code arrives, and the route manifest, which every page
// downloads (the home page within its JavaScript budget), lists only what the page needs first.
const ContactPanel = lazy(() => import('../features/contact/contact-form.tsx'))

/** Contact form (features/contact) beside the hotel's phones, chat, e-mail and address. */
export default function ContactPage() {
  const { t } = useTranslation(['content', 'common'])
  return (
    <>
      <DocumentTitle title={t('contact.title')} description={t('contact.intro')} />
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <div className="page grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form-title" className="card min-w-0 p-6 sm:p-8">
          <Suspense fallback={<div className="min-h-[44rem]" />}>
            <ContactPanel />
          </Suspense>
        </section>
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ContactCard title={t('contact.other')} />
        </div>
      </div>
    </>
  )
}
