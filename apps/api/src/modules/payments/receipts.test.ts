import { inflateSync } from 'node:zlib'
import { addDays, hotelToday } from '@hotel/contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Sandbox } from '../../../../pay-sandbox/src/server.ts'
import type { Mail } from '../../integrations/mail.ts'
import {
  bookStay,
  memoryMailer,
  openDrawer,
  registerNewGuest,
  type StaffClient,
  signInOwner,
  staffClient,
  type TestContext,
} from '../../test/harness.ts'
import { createTestContextWithSandbox } from '../../test/payment-sandbox.ts'
import { publicOrigins } from './return-origin.ts'

// The guest site is served at two addresses; a guest coming from either must come back to it from the bank.
const publicUrl = 'https://hotel.example'
const otherOrigin = 'https://www.hotel.example'
const secret = 'receipts-webhook-secret'
const mailer = memoryMailer()
let ctx: TestContext
let sandbox: Sandbox
let asOwner: StaffClient
let guest: Awaited<ReturnType<typeof registerNewGuest>>

beforeAll(async () => {
  ;({ ctx, sandbox } = await createTestContextWithSandbox(
    secret,
    {
      RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_URL: publicUrl,
      PUBLIC_ORIGINS: otherOrigin,
      PAYMENT_TIMEOUT_MS: '2000',
    },
    { mailer },
  ))
  asOwner = staffClient(ctx, await signInOwner(ctx))
})
afterAll(async () => {
  await sandbox?.close()
  await ctx?.close()
})

/** Each test books as a new guest (card attempts are limited per guest), named as the cards below. */
beforeEach(async () => {
  guest = await registerNewGuest(ctx, { name: 'Lucía', last_name: 'Recibo', birth_date: '1990-02-02' })
})

const auth = (lang: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${guest.token}`,
  'Accept-Language': lang,
  ...extra,
})
const card = (number: string) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvv: '123',
  holder: 'Lucía Recibo',
})

let night = 400
/** Books a stay for the current guest in `lang`; its id, reference and total. */
async function book(lang: string, rooms = [{ number: 104, guest_count: 2 }], nights = 1) {
  night += 4
  const data = await bookStay(ctx, guest.token, { from: night, nights, rooms, lang })
  return data as { id: string; reference: string; total: number }
}
const pay = (id: string, body: Record<string, unknown>, lang = 'en', extra: Record<string, string> = {}) =>
  ctx.http(`/api/v1/reservations/${id}/payments`, { method: 'POST', body, headers: auth(lang, extra) })

/** The mails sent for a reservation whose subject contains `word`. */
const mailsOf = (reference: string, word: string) =>
  mailer.sent.filter((mail) => mail.subject.includes(reference) && mail.subject.includes(word))
/** Waits for the one mail of a reservation with `word` in its subject, then makes sure no second one follows. */
async function onlyMail(reference: string, word: string, settleMs = 600): Promise<Mail> {
  await vi.waitFor(() => expect(mailsOf(reference, word).length).toBeGreaterThan(0), { timeout: 5000 })
  await new Promise((resolve) => setTimeout(resolve, settleMs))
  const found = mailsOf(reference, word)
  expect(found).toHaveLength(1)
  return found[0] as Mail
}
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
const usdEs = (cents: number) =>
  new Intl.NumberFormat('es-NI', { style: 'currency', currency: 'USD' }).format(cents / 100)

describe('reservation mails', () => {
  it('writes the confirmation only in the language booked in, with plurals, times and the site’s room names', async () => {
    const r = await book(
      'es',
      [
        { number: 109, guest_count: 2 },
        { number: 101, guest_count: 1 },
      ],
      2,
    )
    const mail = await onlyMail(r.reference, 'confirmada', 0)
    expect(mail.to).toBe(guest.facts.email)
    expect(mail.subject).toBe(`Hotel Casa Pinar: reservación ${r.reference} confirmada`)
    expect(mail.html).toContain('lang="es"')
    expect(mail.text).toContain('Habitación 109 (Habitación múltiple), 2 huéspedes:')
    expect(mail.text).toContain('Habitación 101 (Habitación sencilla), 1 huésped:')
    expect(mail.text).toContain('desde las 3:00\u00a0p.\u00a0m. · Salida:')
    expect(mail.text).toContain('(2 noches)')
    expect(mail.text).not.toMatch(/p\. m\.\.|huésped\(es\)|noche\(s\)|Check-in|Payment|pendiente\./)
    expect(mail.text).toContain('Aún no hemos recibido ningún pago.')
    expect(mail.text).toContain(`Saldo pendiente: ${usdEs(r.total)}`)
    expect(mail.text).toMatch(
      new RegExp(`Gestione su reservación: ${publicUrl}/reservation/${r.reference}\\?key=[\\w-]+&lang=es`),
    )

    const en = await book('en', [{ number: 201, guest_count: 1 }])
    const english = await onlyMail(en.reference, 'confirmed', 0)
    expect(english.subject).toBe(`Hotel Casa Pinar: reservation ${en.reference} confirmed`)
    expect(english.text).toContain('Room 201 (Single room), 1 guest:')
    expect(english.text).toContain('from 3:00\u00a0p.m. · Check-out:')
    expect(english.text).toContain('(1 night)')
    expect(english.text).not.toMatch(/guest\(s\)|night\(s\)|Llegada|pending/)
  })

  it('mails the new stay when the guest changes it, and the cancellation in the same language', async () => {
    const r = await book('es')
    const checkIn = addDays(hotelToday(), night + 1)
    const checkOut = addDays(hotelToday(), night + 4)
    // The guest now reads the site in English: the mails stay in the language the stay was booked in.
    const changed = await ctx.http(`/api/v1/reservations/${r.id}`, {
      method: 'PATCH',
      headers: auth('en'),
      body: { check_in: checkIn, check_out: checkOut, rooms: [{ number: 109, guest_count: 3 }] },
    })
    expect(changed.status, changed.text).toBe(200)
    const mail = await onlyMail(r.reference, 'modificada', 0)
    expect(mail.text).toContain('fue modificada')
    expect(mail.text).toContain('Habitación 109 (Habitación múltiple), 3 huéspedes:')
    expect(mail.text).toContain('(3 noches)')
    expect(mail.text).toContain(`Saldo pendiente: ${usdEs(changed.body.data.total)}`)
    const canceled = await ctx.http(`/api/v1/reservations/${r.id}/cancel`, {
      method: 'POST',
      headers: auth('en'),
    })
    expect(canceled.status).toBe(200)
    const cancellation = await onlyMail(r.reference, 'cancelada', 0)
    expect(cancellation.subject).toBe(`Hotel Casa Pinar: reservación ${r.reference} cancelada`)
    expect(cancellation.text).not.toContain('Saldo pendiente')
  })
})

describe('receipts', () => {
  it('mails one receipt per card payment, with what is paid and what is still due', async () => {
    const r = await book('en')
    const half = await pay(r.id, { percentage_to_pay: 50, card: card('4242424242424242') })
    expect(half.body.status).toBe('approved')
    const paid = half.body.payment.amount as number
    const first = await onlyMail(r.reference, 'payment received')
    expect(first.subject).toBe(`Hotel Casa Pinar: payment received for reservation ${r.reference}`)
    expect(first.text).toContain(`Amount: ${usd(paid)}`)
    expect(first.text).toContain('Method: Card (VISA •••• 4242)')
    expect(first.text).toContain(`Reservation: ${r.reference}`)
    expect(first.text).toContain(`Invoice: ${half.body.payment.invoice}`)
    expect(first.text).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4}/)
    expect(first.text).toContain(`Paid so far: ${usd(paid)}`)
    expect(first.text).toContain(`Still due: ${usd(r.total - paid)}`)
    const rest = await pay(r.id, { percentage_to_pay: 50, card: card('4242424242424242') })
    expect(rest.body.status).toBe('approved')
    await vi.waitFor(() => expect(mailsOf(r.reference, 'payment received')).toHaveLength(2))
    const second = mailsOf(r.reference, 'payment received')[1] as Mail
    expect(second.text).toContain(`Paid so far: ${usd(r.total)}`)
    expect(second.text).toContain('Paid in full. Thank you!')
  })

  it('mails one receipt for a 3-D Secure payment, though the return and the webhook both settle it', async () => {
    const r = await book('es')
    const res = await pay(r.id, { percentage_to_pay: 100, card: card('4000000000003220') }, 'es', {
      Origin: otherOrigin,
    })
    expect(res.body.status).toBe('requires_action')
    // Nothing is paid yet: no receipt.
    expect(mailsOf(r.reference, 'pago recibido')).toHaveLength(0)
    const decided = await fetch(
      new URL(`${new URL(res.body.redirect_url).pathname}/approve`, res.body.redirect_url),
      { method: 'POST', redirect: 'manual' },
    )
    const back = new URL(decided.headers.get('location') ?? '')
    // The bank sends the guest back to the address they paid from.
    expect(back.origin).toBe(otherOrigin)
    const landing = await fetch(`${ctx.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' })
    expect(landing.headers.get('location')).toMatch(/^\/payment-success\?/)
    const receipt = await onlyMail(r.reference, 'pago recibido', 1500)
    expect(receipt.subject).toBe(`Hotel Casa Pinar: pago recibido de la reservación ${r.reference}`)
    expect(receipt.text).toContain(`Importe: ${usdEs(r.total)}`)
    expect(receipt.text).toContain('Forma de pago: Tarjeta (VISA •••• 3220)')
    expect(receipt.text).toContain('Pagada en su totalidad. ¡Gracias!')
    expect(receipt.html).toContain('lang="es"')
  })

  it('returns the guest from the bank to the configured address when the origin is not one of the site’s', async () => {
    const r = await book('en')
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Referer: 'http://127.0.0.1:9/pay' },
      {},
    ]
    for (const headers of foreign) {
      const res = await pay(r.id, { percentage_to_pay: 30, card: card('4000000000003220') }, 'en', headers)
      expect(res.body.status).toBe('requires_action')
      const decided = await fetch(
        new URL(`${new URL(res.body.redirect_url).pathname}/reject`, res.body.redirect_url),
        { method: 'POST', redirect: 'manual' },
      )
      expect(new URL(decided.headers.get('location') ?? '').origin).toBe(publicUrl)
    }
    const fromReferer = await pay(r.id, { percentage_to_pay: 30, card: card('4000000000003220') }, 'en', {
      Referer: `${otherOrigin}/reservation/${r.reference}`,
    })
    const decided = await fetch(
      new URL(`${new URL(fromReferer.body.redirect_url).pathname}/reject`, fromReferer.body.redirect_url),
      { method: 'POST', redirect: 'manual' },
    )
    expect(new URL(decided.headers.get('location') ?? '').origin).toBe(otherOrigin)
    // Rejected attempts take no money: no receipt.
    expect(mailsOf(r.reference, 'payment received')).toHaveLength(0)
  })

  it('counts every loopback name of a loopback PUBLIC_URL as the site, and nothing else', () => {
    const origins = publicOrigins({ publicUrl: 'http://localhost:3000' })
    expect([...origins].sort()).toEqual(
      ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'].sort(),
    )
    expect(publicOrigins({ publicUrl, PUBLIC_ORIGINS: [otherOrigin] })).toEqual(
      new Set([publicUrl, otherOrigin]),
    )
  })

  it('mails one receipt per refund, card or cash, and one per desk payment', async () => {
    const r = await book('en')
    const paid = (await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') })).body.payment
    await onlyMail(r.reference, 'payment received', 0)
    const refund = await asOwner(`/payments/${paid.id}/refunds`, {
      method: 'POST',
      lang: 'es',
      body: { amount: 1000 },
    })
    expect(refund.status, refund.text).toBe(200)
    // The provider's refund event arrives as well: still one mail, in the guest's language (not the staff's).
    const mail = await onlyMail(r.reference, 'refund', 1500)
    expect(mail.subject).toBe(`Hotel Casa Pinar: refund for reservation ${r.reference}`)
    expect(mail.text).toContain(`Refunded: ${usd(1000)}`)
    expect(mail.text).toContain('Method: Card (VISA •••• 4242)')
    expect(mail.text).toContain(`Paid so far: ${usd(paid.amount - 1000)}`)
    expect(mail.text).toContain(`Still due: ${usd(1000)}`)

    // The rest at the desk, in cash, then part of it back in cash.
    await openDrawer(asOwner, { rate: '36.8' })
    const desk = await asOwner(`/reservations/${r.id}/payments`, {
      method: 'POST',
      lang: 'es',
      body: {
        method: 'cash',
        currency: 'USD',
        // The share that completes the total pays exactly what is left.
        percentage_to_pay: Math.ceil((1000 * 100) / r.total),
        exchange_rate: '36.8',
        amount: 1000,
        tendered: 1000,
        change_due: 0,
      },
    })
    expect(desk.status, desk.text).toBe(201)
    await vi.waitFor(() => expect(mailsOf(r.reference, 'payment received')).toHaveLength(2))
    const cash = mailsOf(r.reference, 'payment received')[1] as Mail
    expect(cash.text).toContain(`Amount: ${usd(1000)}`)
    expect(cash.text).toContain('Method: Cash')
    expect(cash.text).toContain('Paid in full. Thank you!')
    const back = await asOwner(`/payments/${desk.body.data.id}/refunds`, {
      method: 'POST',
      lang: 'es',
      body: { amount: 500 },
    })
    expect(back.status, back.text).toBe(200)
    await vi.waitFor(() => expect(mailsOf(r.reference, 'refund')).toHaveLength(2))
    const cashRefund = mailsOf(r.reference, 'refund')[1] as Mail
    expect(cashRefund.text).toContain(`Refunded: ${usd(500)}`)
    expect(cashRefund.text).toContain('Method: Cash')
    expect(cashRefund.text).toContain(`Still due: ${usd(500)}`)
  })
})

/**
 * The text of a PDF made by pdfkit with embedded fonts: each font's ToUnicode map turns the glyph codes of
 * its text operators back into characters: one line per text operator, with its height on the page (PDF
 * points from the bottom).
 */
function pdfLines(pdf: Buffer): { text: string; y: number }[] {
  const source = pdf.toString('latin1')
  const objects = new Map<string, { dict: string; stream: string }>()
  for (const [, id = '', body = ''] of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const at = body.indexOf('stream')
    let stream = ''
    if (at >= 0) {
      const raw = Buffer.from(
        body.slice(at + 6, body.lastIndexOf('endstream')).replace(/^\r?\n/, ''),
        'latin1',
      )
      stream = body.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1')
    }
    objects.set(id, { dict: at >= 0 ? body.slice(0, at) : body, stream })
  }
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le')
  const unicodeOf = (fontId: string) => {
    const map = new Map<number, string>()
    const ref = objects.get(fontId)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1]
    const cmap = ref ? (objects.get(ref)?.stream ?? '') : ''
    for (const [, start = '', , list = '', single = ''] of cmap.matchAll(
      /<([0-9a-f]+)> <([0-9a-f]+)> (?:\[([^\]]*)\]|<([0-9a-f]+)>)/gi,
    )) {
      const first = Number.parseInt(start, 16)
      if (list)
        for (const [i, [, hex = '']] of [...list.matchAll(/<([0-9a-f]+)>/gi)].entries())
          map.set(first + i, utf16(hex))
      else map.set(first, utf16(single))
    }
    return map
  }
  const lines: { text: string; y: number }[] = []
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\s/.test(dict)) continue
    const resources = objects.get(dict.match(/\/Resources (\d+) 0 R/)?.[1] ?? '')?.dict ?? ''
    const fonts = new Map(
      [...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name = '', id = '']) => [name, unicodeOf(id)]),
    )
    const content = objects.get(dict.match(/\/Contents (\d+) 0 R/)?.[1] ?? '')?.stream ?? ''
    let font = new Map<number, string>()
    let y = 0
    for (const [, at, name, array] of content.matchAll(
      /1 0 0 1 [\d.-]+ ([\d.-]+) Tm|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g,
    )) {
      if (at) y = Number(at)
      else if (name) font = fonts.get(name) ?? new Map()
      else
        lines.push({
          y,
          text: [...(array ?? '').matchAll(/<([0-9a-f]+)>/gi)]
            .map(([, hex = '']) =>
              (hex.match(/.{4}/g) ?? []).map((code) => font.get(Number.parseInt(code, 16))).join(''),
            )
            .join(''),
        })
    }
  }
  return lines
}

describe('the guest report', () => {
  it('prints the promotion with its minus sign, the whole header, every payment and refund, and the balance', async () => {
    // Within the demo promotion VERDE15's dates (double rooms, 15 %).
    const res = await ctx.http('/api/v1/reservations', {
      method: 'POST',
      headers: auth('es'),
      body: {
        check_in: addDays(hotelToday(), 120),
        check_out: addDays(hotelToday(), 122),
        rooms: [{ number: 105, guest_count: 2 }],
        category: 'tourism',
        promotional_code: 'VERDE15',
      },
    })
    expect(res.status, res.text).toBe(201)
    const r = res.body.data as { id: string; reference: string; total: number }
    const paid = (await pay(r.id, { percentage_to_pay: 50, card: card('4242424242424242') }, 'es')).body
      .payment
    const refund = await asOwner(`/payments/${paid.id}/refunds`, {
      method: 'POST',
      body: { amount: 1000 },
    })
    expect(refund.status, refund.text).toBe(200)
    const pdf = await fetch(`${ctx.baseUrl}/api/v1/reservations/${r.id}/report?format=pdf`, {
      headers: auth('es'),
    })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const lines = pdfLines(Buffer.from(await pdf.arrayBuffer()))
    const text = lines.map((line) => line.text).join('\n')
    // The space is a no-break one; it shares the space's glyph, so it reads back as a space.
    expect(text).toMatch(/Temporada\s+verde\s+−15\s%/)
    expect(text).not.toContain('"15%')
    // The header cell may wrap, but inside its own row: its last line stays a full line above the first room.
    const headerEnd = Math.min(...lines.filter((l) => /Antes|promoción/.test(l.text)).map((l) => l.y))
    const firstRoom = lines.find((l) => l.text.startsWith('105 ·'))?.y ?? 0
    expect(headerEnd - firstRoom).toBeGreaterThanOrEqual(12)
    // A time never breaks inside ("11:00 a." at a line's end, "m." on the next).
    expect(text).toMatch(/\(3:00\sp\.\sm\.\)/)
    expect(text).toMatch(/\(11:00\sa\.\sm\.\)/)
    expect(text).toContain('Pagos')
    expect(text).toContain('Tarjeta (VISA •••• 4242)')
    expect(text).toContain(usdEs(paid.amount))
    expect(text).toContain(`Reembolso · Tarjeta (VISA •••• 4242)`)
    expect(text).toContain(`−${usdEs(1000)}`)
    expect(text).toContain(`Pagado\n${usdEs(paid.amount - 1000)}`)
    expect(text).toContain(`Saldo pendiente\n${usdEs(r.total - paid.amount + 1000)}`)
  })
})
