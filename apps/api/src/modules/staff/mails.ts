import { type Locale, roleLabels, type StaffRole } from '@hotel/contract'
import { translate } from '../../http/messages/index.ts'
import type { Mail } from '../../integrations/mail.ts'
import { stepMail } from '../../integrations/step-mail.ts'

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
  return stepMail(
    { to: options.to, subject: t('mail.invitation.subject'), locale: options.locale },
    {
      greeting: t('mail.code.greeting'),
      intro: t('mail.invitation.intro'),
      key: options.link,
      expiry: t('mail.invitation.expiry'),
      signature: t('mail.signature'),
    },
    (link) =>
      `<p style="text-align:center;margin:28px 0"><a href="${link}" style="display:inline-block;background:#1f4d3a;color:#fff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${link}</a></p>`,
  )
}
