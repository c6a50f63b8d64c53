import type { Locale } from '@hotel/contract'
import { translate } from '../../http/messages/index.ts'
import type { Mail } from '../../integrations/mail.ts'
import { stepMail } from '../../integrations/step-mail.ts'

/** The e-mail carrying a one-time code, in the guest's language, as text and HTML. */
export function codeMail(options: {
  to: string
  name: string
  code: string
  minutes: number
  hotel: string
  locale: Locale
  purpose: 'password_reset' | 'password_change'
}): Mail {
  const t = (key: Parameters<typeof translate>[1]) =>
    translate(options.locale, key, {
      name: options.name,
      code: options.code,
      minutes: options.minutes,
      hotel: options.hotel,
    })
  return stepMail(
    { to: options.to, subject: t('mail.code.subject'), locale: options.locale },
    {
      greeting: t('mail.code.greeting'),
      intro: t(options.purpose === 'password_reset' ? 'mail.code.reset' : 'mail.code.change'),
      key: options.code,
      expiry: t('mail.code.expiry'),
      signature: t('mail.signature'),
    },
    (code) =>
      `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#1f4d3a;text-align:center">${code}</p>`,
  )
}
