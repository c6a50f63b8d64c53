import { type Locale, roleLabels, type StaffRole } from '@hotel/contract'
import { escapeHtml } from '../../http/html.ts'
import { translate } from '../../http/messages/index.ts'
import type { Mail } from '../../integrations/mail.ts'

/** The invitation to the dashboard, in the inviter's language, as text and HTML: who invites, as what, the link. */
export function invitationMail(options: {
  to: string
  name: string
  inviter: string
  role: StaffRole
  link: string
  hours: number
  hotel: string
  locale: Locale
}): Mail {
  const t = (key: Parameters<typeof translate>[1]) =>
    translate(options.locale, key, {
      name: options.name,
      inviter: options.inviter,
      role: roleLabels[options.role][options.locale],
      hours: options.hours,
      hotel: options.hotel,
    })
  const lines = [
    t('mail.code.greeting'),
    t('mail.invitation.intro'),
    options.link,
    t('mail.invitation.expiry'),
    t('mail.signature'),
  ]
  const [greeting, intro, link, expiry, signature] = lines.map(escapeHtml)
  return {
    to: options.to,
    subject: t('mail.invitation.subject'),
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="${options.locale}"><body style="font-family:Arial,sans-serif;color:#1c1c1a;background:#f7f4ee;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p>${greeting}</p><p>${intro}</p>
<p style="text-align:center;margin:28px 0"><a href="${link}" style="display:inline-block;background:#1f4d3a;color:#fff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${link}</a></p>
<p style="color:#555">${expiry}</p><p>${signature}</p></div></body></html>`,
  }
}
