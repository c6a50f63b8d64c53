import type { ContactMessage, Locale } from '@hotel/contract'
import type { Db } from '../../db/client.ts'
import { contactMessages } from '../../db/schema/index.ts'
import { escapeHtml } from '../../http/html.ts'
import { translate } from '../../http/messages/index.ts'
import type { Mail, Mailer } from '../../integrations/mail.ts'
import { deliverSoon, enqueueIn } from '../../integrations/mail-outbox.ts'
import { getHotel } from '../settings/service.ts'

type Message = Omit<ContactMessage, 'website'>

/** The contact message as the hotel receives it (in the hotel's default language, the sender's in the body). */
function contactMail(to: string, input: Message, locale: Locale, id: string): Mail {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key)
  const lines = [
    `${t('mail.contact.from')}: ${input.name} <${input.email}>`,
    `${t('mail.contact.phone')}: ${input.phone}`,
    `${t('mail.contact.language')}: ${locale}`,
    '',
    input.message,
    '',
    `#${id}`,
  ]
  return {
    to,
    subject: `${t('mail.contact.subject')}: ${input.subject}`,
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</body></html>`,
    replyTo: input.email,
  }
}

/**
 * Stores a contact message and queues its mail to the hotel's address in the same transaction: the message
 * is never kept unmailed, and the answer waits only for the outbox's insert (never for delivery).
 */
export async function sendContactMessage(deps: { db: Db; mailer: Mailer }, input: Message, locale: Locale) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, locale })
      .returning({ id: contactMessages.id })
    const hotel = await getHotel(tx)
    await enqueueIn(deps.mailer, tx, contactMail(hotel.email, input, locale, row?.id ?? ''))
  })
  deliverSoon(deps.mailer)
}
