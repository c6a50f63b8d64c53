import { Send } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ContactCard } from '../components/contact-card.tsx'
import { DocumentTitle } from '../components/document-title.tsx'
import { focusFirstInvalid, formValues, TextAreaField, TextField } from '../components/form.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { isEmail } from '../lib/validation.ts'

const fields = ['name', 'email', 'phone', 'message'] as const
type Errors = Partial<Record<(typeof fields)[number], string>>

/** Contact form (required fields, valid e-mail) beside the hotel's phone, chat, e-mail and address. */
export default function ContactPage() {
  const { t } = useTranslation(['content', 'common'])
  const [errors, setErrors] = useState<Errors>({})

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget, fields)
    const next: Errors = {}
    if (!values.name) next.name = t('common:validation.required')
    if (!values.email) next.email = t('common:validation.required')
    else if (!isEmail(values.email)) next.email = t('common:validation.email')
    if (!values.message) next.message = t('common:validation.required')
    setErrors(next)
    if (Object.keys(next).length) focusFirstInvalid(event.currentTarget)
    // Sending the message is wired with the contact API.
  }

  return (
    <>
      <DocumentTitle title={t('contact.title')} description={t('contact.intro')} />
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <div className="page grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form-title" className="card p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-lg font-semibold text-pine-950">
            {t('contact.formTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('contact.formHint')}</p>
          <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('contact.name')}
              name="name"
              autoComplete="name"
              required
              error={errors.name}
            />
            <TextField
              label={t('contact.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              error={errors.email}
            />
            <TextField
              label={t('contact.phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              hint={t('common:form.optional')}
              className="sm:col-span-2"
            />
            <TextAreaField
              label={t('contact.message')}
              name="message"
              required
              rows={6}
              error={errors.message}
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <button type="submit" className="btn btn-primary">
                <Send className="size-4" aria-hidden="true" />
                {t('contact.send')}
              </button>
            </div>
          </form>
        </section>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ContactCard title={t('contact.other')} />
        </div>
      </div>
    </>
  )
}
