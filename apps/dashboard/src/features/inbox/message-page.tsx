import {
  type ContactMessageDetail,
  type ContactReplyCreate,
  contactReplyCreateSchema,
  formatHotelMoment,
  formatPhone,
  replySubject,
} from '@hotel/contract'
import { CheckCheck, Mail, RotateCcw, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { RecordPage } from '../../components/detail-page.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { Spinner } from '../../components/loading-state.tsx'
import { useSaveForm } from '../../components/save-form.ts'
import { schemaResolver, useFieldErrorText } from '../../lib/forms.ts'
import { useLocale } from '../../lib/locale.ts'
import { useInboxMessage, useInboxStatus, useReply } from './api.ts'
import { InboxStatusBadge } from './parts.tsx'

const replyFields = ['subject', 'body'] as const
const replyResolver = schemaResolver<ContactReplyCreate>(contactReplyCreateSchema)

/** One contact message: its text, the replies sent, a reply form and the answered/new switch. */
export default function InboxMessagePage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.inbox' })
  const { id = '' } = useParams()
  return (
    <RecordPage
      query={useInboxMessage(id)}
      title={(message) => message.subject}
      fallbackTitle={t('title')}
      back="/inbox"
      backLabel={t('back')}
      errorTitle={t('loadDetailError')}
    >
      {(message) => <MessageView message={message} />}
    </RecordPage>
  )
}

function MessageView({ message }: { message: ContactMessageDetail }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.inbox' })
  const locale = useLocale()
  const status = useInboxStatus(message.id)
  const errorText = useErrorText()
  const answered = message.status === 'answered'

  const toggle = () =>
    status
      .mutateAsync(answered ? 'new' : 'answered')
      .then((answer) => toast.success(answer.message))
      .catch((error: unknown) => toast.error(errorText(error)))

  return (
    <>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words font-semibold text-xl tracking-tight">{message.subject}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-ink-soft text-sm">
            <InboxStatusBadge status={message.status} />
            <span>{formatHotelMoment(message.created_at, locale)}</span>
          </div>
        </div>
        <button
          type="button"
          onClick={toggle}
          disabled={status.isPending}
          className={buttonClass('secondary')}
        >
          {status.isPending ? (
            <Spinner className="size-4" />
          ) : answered ? (
            <RotateCcw className="size-4" aria-hidden="true" />
          ) : (
            <CheckCheck className="size-4" aria-hidden="true" />
          )}
          {answered ? t('markNew') : t('markAnswered')}
        </button>
      </header>

      <section
        aria-labelledby="message-heading"
        className="rounded-card border border-line bg-surface p-4 sm:p-5"
      >
        <h2 id="message-heading" className="sr-only">
          {t('messageHeading')}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-soft">{t('from')}</dt>
          <dd className="break-words">
            {message.name} ·{' '}
            <a href={`mailto:${message.email}`} className="break-all text-pine-800 hover:underline">
              {message.email}
            </a>
          </dd>
          <dt className="text-ink-soft">{t('phone')}</dt>
          <dd>
            <a href={`tel:${message.phone}`} className="tabular-nums text-pine-800 hover:underline">
              {formatPhone(message.phone)}
            </a>
          </dd>
          <dt className="text-ink-soft">{t('language')}</dt>
          <dd>{t(`languages.${message.locale}`)}</dd>
        </dl>
        <p className="mt-4 whitespace-pre-line break-words text-ink">{message.message}</p>
      </section>

      <section aria-labelledby="replies-heading" className="flex flex-col gap-3">
        <h2 id="replies-heading" className="font-semibold text-lg">
          {t('repliesHeading', { count: message.reply_list.length })}
        </h2>
        {message.reply_list.length === 0 ? (
          <p className="text-ink-soft">{t('noReplies')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {message.reply_list.map((reply) => (
              <li key={reply.id} className="rounded-card border border-line bg-paper p-4">
                <p className="font-medium break-words">{reply.subject}</p>
                <p className="text-ink-soft text-sm">
                  {reply.staff ? `${reply.staff.name} ${reply.staff.last_name}` : t('formerStaff')} ·{' '}
                  {formatHotelMoment(reply.created_at, locale)}
                </p>
                <p className="mt-2 whitespace-pre-line break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <ReplyForm message={message} />
    </>
  )
}

function ReplyForm({ message }: { message: ContactMessageDetail }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.inbox' })
  const reply = useReply(message.id)
  const fieldError = useFieldErrorText()
  const blank = { subject: replySubject(message.subject), body: '' }
  const {
    register,
    reset,
    formState: { errors },
    submitWith,
  } = useSaveForm<ContactReplyCreate>({ resolver: replyResolver, defaultValues: blank }, replyFields)

  const submit = submitWith(
    (values) => reply.mutateAsync(values),
    () => reset(blank),
  )

  return (
    <section
      aria-labelledby="reply-heading"
      className="rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="reply-heading" className="flex items-center gap-2 font-semibold text-lg">
        <Mail className="size-5" aria-hidden="true" />
        {t('replyHeading')}
      </h2>
      <p className="mt-1 text-ink-soft text-sm">
        {t('replyIntro', { email: message.email, language: t(`languages.${message.locale}`) })}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <Field label={t('replySubject')} error={fieldError(errors.subject, { max: 200 })}>
          {(control) => (
            <input
              {...control}
              {...register('subject')}
              type="text"
              className={inputClass(Boolean(errors.subject))}
            />
          )}
        </Field>
        <Field label={t('replyBody')} error={fieldError(errors.body, { max: 5000 })}>
          {(control) => (
            <textarea
              {...control}
              {...register('body')}
              rows={8}
              lang={message.locale}
              className={inputClass(Boolean(errors.body), 'min-h-40')}
            />
          )}
        </Field>
        <div>
          <button type="submit" disabled={reply.isPending} className={buttonClass('primary')}>
            {reply.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            {reply.isPending ? t('sending') : t('send')}
          </button>
        </div>
      </form>
    </section>
  )
}
