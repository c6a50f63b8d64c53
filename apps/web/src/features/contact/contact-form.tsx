import { ApiError, type ContactMessage, contactSchema, formatPhone, telHref } from '@hotel/contract'
import { AlertCircle, MailCheck, Send } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { TextAreaField, TextField } from '../../components/form.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { api } from '../../lib/api.ts'
import { apiErrorText, applyServerErrors, schemaResolver, useErrorText } from '../../lib/forms.ts'
import { useHotel } from '../../lib/hotel.ts'
import { useHydrated } from '../../lib/hydrated.ts'

type Values = Record<keyof ContactMessage, string>
const fields = ['name', 'email', 'phone', 'subject', 'message'] as const

/** What went wrong with the last send, besides field errors. */
type Failure = { kind: 'tooMany' } | { kind: 'other'; text: string }

/**
 * The contact page's form section: the form, then the thanks in its place once the message is sent.
 */
export default function ContactPanel() {
  const { t } = useTranslation('content')
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null)
  if (sentTo) return <Sent name={sentTo.name} email={sentTo.email} onAgain={() => setSentTo(null)} />
  return (
    <>
      <h2 id="contact-form-title" className="text-lg font-semibold text-pine-950">
        {t('contact.formTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('contact.formHint')}</p>
      <ContactForm onSent={setSentTo} />
    </>
  )
}

/**
 * The contact form: name, e-mail, phone, subject and message, checked with the contract's schema and sent
 * to POST /contact (stored and e-mailed to the hotel). `website` is a honeypot: hidden from people and
 * from assistive technology, filled only by robots, whose messages the API drops while answering as usual.
 */
function ContactForm({ onSent }: { onSent: (to: { name: string; email: string }) => void }) {
  const { t } = useTranslation(['content', 'common'])
  const errorText = useErrorText()
  const hydrated = useHydrated()
  const hotel = useHotel()
  const [failure, setFailure] = useState<Failure>()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: schemaResolver(contactSchema) })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      await api<{ message: string }>('/contact', { method: 'POST', body: values })
      onSent({ name: values.name.trim(), email: values.email.trim() })
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setFailure({ kind: 'tooMany' })
        return
      }
      if (applyServerErrors(error, setError, fields).length === 0) {
        setFailure({ kind: 'other', text: apiErrorText(t, error) })
      }
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('contact.name')}
        autoComplete="name"
        required
        maxLength={100}
        error={errorText(errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        error={errorText(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('contact.phone')}
        type="tel"
        autoComplete="tel"
        required
        maxLength={20}
        hint={t('contact.phoneHint')}
        error={errorText(errors.phone)}
        {...register('phone')}
      />
      <TextField
        label={t('contact.subject')}
        required
        maxLength={150}
        error={errorText(errors.subject)}
        {...register('subject')}
      />
      <TextAreaField
        label={t('contact.message')}
        required
        rows={6}
        maxLength={3000}
        error={errorText(errors.message)}
        className="sm:col-span-2"
        {...register('message')}
      />
      {/* The honeypot: people never see or reach it; robots that fill every field give themselves away. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">{t('contact.website')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {failure ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-error-200 bg-error-50 p-3 text-sm text-error-700 sm:col-span-2"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {failure.kind === 'tooMany' ? (
            <p>
              {t('contact.tooMany')}{' '}
              <a href={telHref(hotel.phone)} className="font-semibold whitespace-nowrap underline">
                {formatPhone(hotel.phone)}
              </a>
            </p>
          ) : (
            <p>{failure.text}</p>
          )}
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={isSubmitting || !hydrated}
          aria-busy={isSubmitting}
        >
          <Send className="size-4" aria-hidden="true" />
          {isSubmitting ? t('common:loading') : t('contact.send')}
        </button>
      </div>
    </form>
  )
}

/** The thanks after sending, in place of the form (focus moves to it). */
function Sent({ name, email, onAgain }: { name: string; email: string; onAgain: () => void }) {
  const { t } = useTranslation('content')
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <div ref={box} tabIndex={-1} className="outline-none" data-testid="contact-sent">
      <span className="flex size-12 items-center justify-center rounded-full bg-success-50 text-success-700">
        <MailCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 id="contact-form-title" className="mt-4 text-lg font-semibold text-pine-950">
        {t('contact.sent.title')}
      </h2>
      <p role="status" className="mt-2 break-words text-ink-soft">
        {t('contact.sent.text', { name, email })}
      </p>
      <button type="button" className="btn btn-secondary mt-6" onClick={onAgain}>
        {t('contact.sent.again')}
      </button>
    </div>
  )
}
