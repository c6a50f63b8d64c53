import type { Hotel, Locale, Reservation } from '@hotel/contract'
import { escapeHtml } from '../../http/html.ts'
import { translate } from '../../http/messages/index.ts'
import type { Mail } from '../../integrations/mail.ts'
import { longDate, summaryLines } from './format.ts'

function section(
  locale: Locale,
  kind: 'created' | 'canceled',
  reservation: Reservation,
  hotel: Hotel,
  url: string,
) {
  const params = { name: reservation.user.name, reference: reservation.reference, hotel: hotel.name }
  const summary = summaryLines(locale, reservation, hotel)
  const lines = [
    translate(locale, kind === 'created' ? 'mail.reservation.created' : 'mail.reservation.canceled', params),
    summary.stay,
    ...summary.rooms,
    summary.total,
  ]
  if (kind === 'created') {
    if (hotel.breakfast_included) lines.push(translate(locale, 'mail.reservation.breakfast'))
    lines.push(
      translate(locale, 'mail.reservation.policy', {
        deadline: longDate(locale, reservation.change_deadline),
      }),
    )
  }
  lines.push(
    translate(locale, 'mail.reservation.manage', { url }),
    translate(locale, 'mail.signature', params),
  )
  return lines
}

/**
 * The confirmation (or cancellation) of a reservation, in both of the site's languages: the guest's own first,
 * then the other, as text and HTML.
 */
export function reservationMail(options: {
  kind: 'created' | 'canceled'
  reservation: Reservation
  hotel: Hotel
  locale: Locale
  publicUrl: string
}): Mail {
  const { kind, reservation, hotel } = options
  const locales: Locale[] = options.locale === 'es' ? ['es', 'en'] : ['en', 'es']
  const url = `${options.publicUrl}/profile`
  const sections = locales.map((locale) => ({
    locale,
    lines: section(locale, kind, reservation, hotel, url),
  }))
  const subjectKey =
    kind === 'created' ? 'mail.reservation.subject_created' : 'mail.reservation.subject_canceled'
  const params = { hotel: hotel.name, reference: reservation.reference }
  const html = sections
    .map(
      ({ locale, lines }) =>
        `<div lang="${locale}" style="max-width:560px;margin:0 auto 16px;background:#fff;border-radius:12px;padding:28px">${lines
          .map(
            (line, i) =>
              `<p style="margin:0 0 10px${i === 0 ? ';font-weight:bold;color:#1f4d3a' : ''}">${escapeHtml(line)}</p>`,
          )
          .join('')}</div>`,
    )
    .join('')
  return {
    to: reservation.user.email,
    subject: `${translate(locales[0] ?? 'en', subjectKey, params)} · ${translate(locales[1] ?? 'es', subjectKey, params)}`,
    text: sections.map(({ lines }) => lines.join('\n')).join('\n\n---\n\n'),
    html: `<!doctype html><html lang="${options.locale}"><body style="font-family:Arial,sans-serif;color:#1c1c1a;background:#f7f4ee;padding:24px">${html}</body></html>`,
  }
}
