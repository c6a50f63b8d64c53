import type { Locale } from '@hotel/contract'
import { escapeHtml } from '../http/html.ts'
import type { Mail } from './mail.ts'

/**
 * The short mail of an account step (a one-time code, an invitation) as text and HTML: a greeting, what it is
 * for, the code or link itself (`keyHtml` dresses it), how long it lasts, the signature; each line escaped.
 */
export function stepMail(
  mail: { to: string; subject: string; locale: Locale },
  lines: { greeting: string; intro: string; key: string; expiry: string; signature: string },
  keyHtml: (key: string) => string,
): Mail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: [lines.greeting, lines.intro, lines.key, lines.expiry, lines.signature].join('\n\n'),
    html: `<!doctype html><html lang="${mail.locale}"><body style="font-family:Arial,sans-serif;color:#1c1c1a;background:#f7f4ee;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p>${escapeHtml(lines.greeting)}</p><p>${escapeHtml(lines.intro)}</p>
${keyHtml(escapeHtml(lines.key))}
<p style="color:#555">${escapeHtml(lines.expiry)}</p><p>${escapeHtml(lines.signature)}</p></div></body></html>`,
  }
}
