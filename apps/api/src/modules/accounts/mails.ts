import type { Locale } from '@hotel/contract'
import { escapeHtml } from '../../http/html.ts'
import { translate } from '../../http/messages/index.ts'
import type { Mail } from '../../integrations/mail.ts'

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
  const lines = [
    t('mail.code.greeting'),
    t(options.purpose === 'password_reset' ? 'mail.code.reset' : 'mail.code.change'),
    options.code,
    t('mail.code.expiry'),
    t('mail.signature'),
  ]
  const [greeting, intro, code, expiry, signature] = lines.map(escapeHtml)
  return {
    to: options.to,
    subject: t('mail.code.subject'),
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="${options.locale}"><body style="font-family:Arial,sans-serif;color:#1c1c1a;background:#f7f4ee;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p>${greeting}</p><p>${intro}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#1f4d3a;text-align:center">${code}</p>
<p style="color:#555">${expiry}</p><p>${signature}</p></div></body></html>`,
  }
}
