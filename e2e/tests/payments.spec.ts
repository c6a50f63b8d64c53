import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import {
  collectConsoleErrors,
  fill,
  inDays,
  type Lang,
  pairLanguageWithViewport,
  pattern,
  type Texts,
  texts,
  uniqueGuest,
  useLanguage,
} from './helpers.ts'

// Card payments against the real API and the provider sandbox it starts (test cards in
// apps/pay-sandbox/README.md): the booking dialog's step 4 and 5, the result pages, the profile's
// "Pay the balance" and Payments tab, and the card checks made in the browser.

/**
 * Stays 320 to 460 days ahead, distinct per project, language and test: the projects share one server and
 * database with the other specs (reservations books 60 to 250 days ahead, rooms wants every room free at
 * 300).
 */
function stayFor(lang: Lang, index: number): { checkIn: string; checkOut: string } {
  const project = test.info().project.name === 'phone' ? 1 : 0
  const start = 320 + project * 70 + (lang === 'es' ? 35 : 0) + index * 6
  return { checkIn: inDays(start), checkOut: inDays(start + 2) }
}

const password = 'pinos-y-cafe-2026'
const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`
const cards = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  secure: '4000000000003220',
  mastercard: '5555555555554444',
  amex: '378282246310005',
}

/** A double room free for the stay, asked of the API (the server may be reused between runs). */
async function freeRoom(request: APIRequestContext, stay: { checkIn: string; checkOut: string }) {
  const response = await request.get(
    `/api/v1/rooms?check_in=${stay.checkIn}&check_out=${stay.checkOut}&type=double&order_by=number&per_page=100`,
  )
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: { number: number }[] }
  const room = data[0]?.number
  expect(room, 'a double room free for the stay').toBeDefined()
  return room as number
}

/** A new guest, registered through the API, signed in through the site. */
async function signedInGuest(page: Page, request: APIRequestContext, t: Texts, tag: string) {
  const guest = uniqueGuest(tag)
  const response = await request.post('/api/v1/auth/register', {
    data: {
      name: 'Ana',
      last_name: 'López',
      email: guest.email,
      phone: guest.phone,
      identification: guest.identification,
      city: 'Estelí',
      country: 'NI',
      birth_date: '1990-05-20',
      password,
      password_confirmation: password,
    },
  })
  expect(response.status()).toBe(201)
  await page.goto('/login')
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(guest.email)
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click()
  await expect(page).toHaveURL(/\/profile$/)
  return guest
}

/** The dialog's code loads with the first Book: on a busy machine that can take a while. */
const firstLoad = { timeout: 30_000 }
/** A call to the API and the provider, or the code of another page, on a busy machine. */
const slow = { timeout: 20_000 }

/** The room page, Book, and steps 1 to 3 (the stay, the room alone, tourism): step 4 is on screen. */
async function toPaymentStep(
  page: Page,
  t: Texts,
  room: number,
  stay: { checkIn: string; checkOut: string },
) {
  await page.goto(`/books/room/${room}`)
  await page.getByRole('button', { name: t.rooms.book.button }).filter({ visible: true }).last().click()
  const dialog = page.getByRole('dialog')
  const heading = dialog.getByTestId('step-heading')
  const next = () => dialog.getByRole('button', { name: t.reservations.dialog.next, exact: true }).click()
  await expect(heading).toHaveText(t.reservations.dates.title, firstLoad)
  await dialog.getByLabel(t.common.search.checkIn, { exact: true }).fill(stay.checkIn)
  await dialog.getByLabel(t.common.search.checkOut, { exact: true }).fill(stay.checkOut)
  await next()
  await expect(heading).toHaveText(t.reservations.rooms.title)
  await expect(dialog.getByTestId('live-total')).toBeVisible()
  await next()
  await expect(heading).toHaveText(t.reservations.details.title)
  await dialog.getByRole('radio', { name: t.reservations.categories.tourism }).check()
  await next()
  await expect(heading).toHaveText(t.reservations.payment.title)
  return dialog
}

/** The card inputs, by their labels. */
function cardFields(scope: Locator, t: Texts) {
  const field = (name: string) => scope.getByLabel(t.reservations.card[name], { exact: true })
  return {
    holder: field('holder'),
    number: field('number'),
    expiry: field('expiry'),
    cvv: field('cvv'),
    async fill(card: { number: string; cvv?: string }) {
      await field('holder').fill('Ana López')
      await field('number').fill('')
      await field('number').pressSequentially(card.number)
      await field('expiry').fill('')
      await field('expiry').pressSequentially(expiry.replace('/', ''))
      await field('cvv').fill(card.cvv ?? '123')
    },
  }
}

/** Cents of an amount as the site writes it: "$1,234.50", "USD 55". */
function cents(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100)
}

const share = (percentage: number) => new RegExp(`^${percentage}%`)
const realErrors = (errors: string[]) =>
  // 4xx answers the tests ask for (a declined card) are reported as resource errors.
  errors.filter((error) => !/Failed to load resource/.test(error))

for (const lang of ['en', 'es'] as const) {
  const t = texts(lang)

  test.describe(`card payments in ${lang}`, () => {
    pairLanguageWithViewport(lang)
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang)
    })

    test('book and pay 50% with the approved card, pay the balance from the profile, update the saved card', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000)
      const errors = collectConsoleErrors(page)
      await signedInGuest(page, request, t, `pay-${lang}`)
      const stay = stayFor(lang, 0)
      const room = await freeRoom(request, stay)
      const dialog = await toPaymentStep(page, t, room, stay)

      // Step 4: by card is the first choice; the hotel's shares with their amounts; the six brands.
      await expect(
        dialog.getByRole('radio', { name: t.reservations.payment.card, exact: true }),
      ).toBeChecked()
      await expect(dialog.getByRole('radio', { name: share(30) })).toBeChecked()
      await expect(dialog.getByRole('radio', { name: share(100) })).toBeVisible()
      await expect(dialog.getByTestId('card-brands').getByRole('img')).toHaveCount(6)
      for (const brand of ['Visa', 'Mastercard', 'American Express', 'Discover', 'Diners Club', 'JCB'])
        await expect(dialog.getByTestId('card-brands').getByRole('img', { name: brand })).toBeVisible()
      await dialog.getByRole('radio', { name: share(50) }).check()
      const total = cents(await dialog.getByTestId('summary-total').textContent())
      const half = Math.round(total / 2)

      // The number is grouped as typed and its brand recognised.
      const card = cardFields(dialog, t)
      await card.fill({ number: cards.approved })
      await expect(card.number).toHaveValue('4242 4242 4242 4242')
      await expect(dialog.getByTestId('card-brand')).toHaveText(
        fill(t.reservations.card.detected, { brand: 'Visa' }),
      )
      await expect(dialog.locator('[data-brand="visa"][data-active="true"]')).toBeVisible()
      await expect(card.expiry).toHaveValue(expiry)
      await dialog.getByRole('checkbox', { name: t.reservations.card.save, exact: true }).check()
      expect(cents(await dialog.getByTestId('due-now').textContent())).toBe(half)

      // Step 5: booked and paid; the confirmation says what was charged and what is left.
      await dialog.getByRole('button', { name: pattern(t.reservations.payment.bookAndPay) }).click()
      await expect(dialog.getByRole('heading', { name: t.reservations.complete.paidHeading })).toBeVisible(
        slow,
      )
      await expect(dialog.getByTestId('payment-receipt')).toContainText('Visa')
      await expect(dialog.getByTestId('payment-receipt')).toContainText('4242')
      await expect(dialog.getByTestId('payment-receipt')).toContainText(/R-\d{6}/)
      expect(cents(await dialog.getByTestId('confirmation-paid').textContent())).toBe(half)
      expect(cents(await dialog.getByTestId('confirmation-due').textContent())).toBe(total - half)
      const reference = (await dialog.getByTestId('reservation-reference').textContent())?.trim() ?? ''
      expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
      await dialog.getByRole('link', { name: t.reservations.complete.see }).click()

      // The profile: partly paid, half of it due; "Pay the balance" with the saved card pays the rest.
      await expect(page).toHaveURL(new RegExp(`reservation=${reference}$`))
      await expect(page.getByTestId('status-badge')).toHaveText(t.reservations.status.partially_paid, slow)
      const section = page.getByTestId('payment-section')
      await expect(section.getByTestId('balance-due')).not.toHaveText('', slow)
      expect(cents(await section.getByTestId('balance-due').textContent())).toBe(total - half)
      await section.getByRole('button', { name: t.reservations.balance.pay }).click()
      const pay = page.getByRole('dialog', { name: fill(t.reservations.balance.payTitle, { reference }) })
      await expect(pay).toBeVisible()
      await expect(pay.getByRole('radio', { name: pattern(t.reservations.card.rest) })).toBeChecked()
      await expect(
        pay.getByRole('radio', { name: fill(t.reservations.card.saved, { brand: 'Visa', last4: '4242' }) }),
      ).toBeChecked(slow)
      await pay.getByRole('button', { name: pattern(t.reservations.balance.submit) }).click()
      await expect(pay).toBeHidden(slow)
      await expect(page.getByTestId('status-badge')).toHaveText(t.reservations.status.paid, slow)
      // Nothing due: "Paid in full" instead of a "Still to pay" of zero.
      await expect(section.getByText(t.reservations.balance.paidFull)).toBeVisible()
      await expect(section.getByTestId('balance-due')).toHaveCount(0)
      await expect(section.getByRole('button', { name: t.reservations.balance.pay })).toHaveCount(0)

      // The Payments tab: both receipts, and the saved card, which the guest replaces, then removes.
      await page.getByRole('tab', { name: t.account.profile.tabs.payments.title }).click()
      const rows = page.getByTestId('payment-row')
      await expect(rows).toHaveCount(2, slow)
      for (const row of await rows.all()) {
        await expect(row.getByTestId('payment-invoice')).toHaveText(/^R-\d{6}$/)
        await expect(row.getByTestId('payment-status')).toHaveText(t.account.payments.status.paid)
        await expect(row.getByTestId('payment-card')).toHaveText(
          fill(t.reservations.card.saved, { brand: 'Visa', last4: '4242' }),
        )
        await expect(row.getByRole('link', { name: reference })).toBeVisible()
      }
      const amounts = await rows.getByTestId('payment-amount').allTextContents()
      expect(amounts.map(cents).sort((a, b) => a - b)).toEqual([half, total - half].sort((a, b) => a - b))
      const saved = page.getByTestId('saved-card')
      await expect(saved.getByTestId('saved-card-name')).toHaveText(
        fill(t.reservations.card.saved, { brand: 'Visa', last4: '4242' }),
      )
      await saved.getByRole('button', { name: t.account.payments.method.update }).click()
      const editor = saved.getByRole('form', { name: t.account.payments.method.formTitle })
      await editor.getByRole('button', { name: t.account.payments.method.save }).click()
      await expect(editor.getByText(t.common.validation.required)).toHaveCount(4)
      await cardFields(editor, t).fill({ number: cards.mastercard })
      await expect(editor.getByTestId('card-brand')).toHaveText(
        fill(t.reservations.card.detected, { brand: 'Mastercard' }),
      )
      await editor.getByRole('button', { name: t.account.payments.method.save }).click()
      await expect(saved.getByTestId('saved-card-name')).toHaveText(
        fill(t.reservations.card.saved, { brand: 'Mastercard', last4: '4444' }),
        slow,
      )
      await saved.getByRole('button', { name: t.account.payments.method.remove }).click()
      const confirm = page.getByRole('alertdialog', { name: t.account.payments.method.removeTitle })
      await expect(confirm.getByRole('button', { name: t.account.payments.method.keep })).toBeFocused()
      await confirm.getByRole('button', { name: t.account.payments.method.confirmRemove }).click()
      await expect(saved.getByText(t.account.payments.method.none)).toBeVisible(slow)

      expect(realErrors(errors)).toEqual([])
    })

    test('a declined card shows why, the failure page offers a new try, and the bank can reject it', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000)
      const errors = collectConsoleErrors(page)
      await signedInGuest(page, request, t, `declined-${lang}`)
      const stay = stayFor(lang, 1)
      const room = await freeRoom(request, stay)
      const dialog = await toPaymentStep(page, t, room, stay)
      await cardFields(dialog, t).fill({ number: cards.declined })
      await dialog.getByRole('button', { name: pattern(t.reservations.payment.bookAndPay) }).click()

      // Booked, not paid: the bank's reason, in the guest's language, and the ways on.
      await expect(dialog.getByRole('heading', { name: t.reservations.complete.unpaidTitle })).toBeVisible(
        slow,
      )
      await expect(dialog.getByTestId('payment-error')).toHaveText(
        lang === 'es' ? /tarjeta fue rechazada/ : /card was declined/,
      )
      const reference = (await dialog.getByTestId('reservation-reference').textContent())?.trim() ?? ''
      await expect(dialog.getByRole('button', { name: t.reservations.complete.tryAgain })).toBeVisible()
      await expect(dialog.getByRole('button', { name: t.reservations.complete.payLater })).toBeVisible()
      await dialog.getByRole('link', { name: t.reservations.complete.failureHelp }).click()

      // The failure page: why, the reservation still booked, what to do.
      await expect(page).toHaveURL(
        new RegExp(`/payment-failure\\?reservation=${reference}&reason=card_declined$`),
      )
      await expect(
        page.getByRole('heading', { level: 1, name: t.account.paymentFailure.title }),
      ).toBeVisible()
      await expect(page.getByTestId('failure-reason')).toHaveText(
        t.account.paymentFailure.reasons.card_declined,
      )
      await expect(page.getByTestId('result-reference')).toHaveText(
        fill(t.account.paymentFailure.kept, { reference }),
      )
      await expect(page.getByTestId('payment-result-details')).toBeVisible(slow)
      expect(cents(await page.getByTestId('result-paid').textContent())).toBe(0)
      await expect(page.getByRole('link', { name: t.account.paymentFailure.contact })).toHaveAttribute(
        'href',
        '/contact',
      )
      await page.getByRole('link', { name: t.account.paymentFailure.retry }).click()

      // Try again: the reservation in the profile with its pay form open; the 3-D Secure card, rejected.
      await expect(page).toHaveURL(new RegExp(`/profile\\?tab=booked&reservation=${reference}$`), slow)
      const pay = page.getByRole('dialog', { name: fill(t.reservations.balance.payTitle, { reference }) })
      await expect(pay).toBeVisible(slow)
      await pay.getByRole('radio', { name: share(30) }).check()
      await cardFields(pay, t).fill({ number: cards.secure })
      await pay.getByRole('button', { name: pattern(t.reservations.balance.submit) }).click()
      await expect(page).toHaveURL(/\/challenge\//, slow)
      await page.getByRole('button', { name: 'Reject' }).click()
      await expect(page).toHaveURL(
        new RegExp(
          `/payment-failure\\?reservation=${reference}&payment=[\\w-]+&reason=authentication_failed$`,
        ),
        slow,
      )
      await expect(page.getByTestId('failure-reason')).toHaveText(
        t.account.paymentFailure.reasons.authentication_failed,
      )
      await expect(page.getByTestId('result-reference')).toHaveText(
        fill(t.account.paymentFailure.kept, { reference }),
      )

      expect(realErrors(errors)).toEqual([])
    })

    test('the 3-D Secure card passes the bank page and lands on the success page', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000)
      const errors = collectConsoleErrors(page)
      await signedInGuest(page, request, t, `secure-${lang}`)
      const stay = stayFor(lang, 2)
      const room = await freeRoom(request, stay)
      const dialog = await toPaymentStep(page, t, room, stay)
      await dialog.getByRole('radio', { name: share(100) }).check()
      const total = cents(await dialog.getByTestId('summary-total').textContent())
      await cardFields(dialog, t).fill({ number: cards.secure })
      await dialog.getByRole('button', { name: pattern(t.reservations.payment.bookAndPay) }).click()

      // The sandbox's bank page, on the provider's own host, asks to confirm; Approve.
      await expect(page).toHaveURL(/\/challenge\//, slow)
      expect(new URL(page.url()).port).not.toBe(new URL(test.info().project.use.baseURL ?? '').port)
      await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible()
      await page.getByRole('button', { name: 'Approve' }).click()

      // Back on the site through the API's return route: paid in full.
      await expect(page).toHaveURL(/\/payment-success\?reservation=[A-Z2-9]{4}-[A-Z2-9]{4}&payment=/, slow)
      const reference = new URL(page.url()).searchParams.get('reservation') ?? ''
      await expect(
        page.getByRole('heading', { level: 1, name: t.account.paymentSuccess.title }),
      ).toBeVisible()
      await expect(page.getByTestId('result-reference')).toHaveText(
        fill(t.account.paymentSuccess.reference, { reference }),
      )
      await expect(page.getByTestId('payment-result-details')).toBeVisible(slow)
      expect(cents(await page.getByTestId('result-paid').textContent())).toBe(total)
      await expect(page.getByTestId('result-due')).toHaveText(t.account.paymentResult.paidFull)
      await page.getByRole('link', { name: t.account.paymentSuccess.see }).click()
      await expect(page).toHaveURL(new RegExp(`reservation=${reference}$`))
      await expect(page.getByTestId('status-badge')).toHaveText(t.reservations.status.paid, slow)

      expect(realErrors(errors)).toEqual([])
    })

    test('the card is checked in the browser: required fields, Luhn, digits, expiry, CVV length per brand', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const errors = collectConsoleErrors(page)
      await signedInGuest(page, request, t, `checks-${lang}`)
      const stay = stayFor(lang, 3)
      const room = await freeRoom(request, stay)
      const booked: string[] = []
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && /\/api\/v1\/reservations/.test(sent.url())) booked.push(sent.url())
      })
      const dialog = await toPaymentStep(page, t, room, stay)
      const card = cardFields(dialog, t)
      const errorOf = (field: Locator) =>
        field.evaluate((input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id))
            .filter((element) => element?.id.endsWith('-error'))
            .map((element) => element?.textContent?.trim())
            .join(' '),
        )
      const book = dialog.getByRole('button', { name: pattern(t.reservations.payment.bookAndPay) })

      // Nothing typed: every field is required, and the first one takes the focus.
      await book.click()
      await expect(dialog.getByText(t.common.validation.required)).toHaveCount(4)
      await expect(card.holder).toBeFocused()
      for (const field of [card.holder, card.number, card.expiry, card.cvv]) {
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        expect(await errorOf(field)).toBe(t.common.validation.required)
      }

      // A number that fails the Luhn check, then letters.
      await card.fill({ number: '4242424242424241' })
      await expect(card.number).toHaveValue('4242 4242 4242 4241')
      await expect.poll(() => errorOf(card.number)).toBe(t.common.validation.card_number)
      await card.number.fill('4242 4242 abcd')
      await expect.poll(() => errorOf(card.number)).toBe(t.common.validation.card_digits)

      // American Express takes a 4-digit CVV: 3 is wrong, 4 is right (and 4 is wrong for Visa).
      await card.number.fill('')
      await card.number.pressSequentially(cards.amex)
      await expect(card.number).toHaveValue('3782 822463 10005')
      await expect(dialog.getByTestId('card-brand')).toHaveText(
        fill(t.reservations.card.detected, { brand: 'American Express' }),
      )
      await expect(dialog.getByText(t.reservations.card.cvvHintAmex)).toBeVisible()
      await expect.poll(() => errorOf(card.number)).toBe('')
      await expect.poll(() => errorOf(card.cvv)).toBe(t.common.validation.cvv)
      await card.cvv.fill('1234')
      await expect.poll(() => errorOf(card.cvv)).toBe('')
      await card.number.fill('')
      await card.number.pressSequentially(cards.approved)
      await expect.poll(() => errorOf(card.cvv)).toBe(t.common.validation.cvv)
      await card.cvv.fill('123')

      // An expiry in the past, or a month that does not exist.
      await card.expiry.fill('01/20')
      await expect.poll(() => errorOf(card.expiry)).toBe(t.common.validation.card_expiry)
      await card.expiry.fill('13/40')
      await expect.poll(() => errorOf(card.expiry)).toBe(t.common.validation.card_expiry)
      await card.expiry.fill(expiry)
      await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0)

      // Axe finds nothing serious in the form (labels, descriptions, errors), nor on the page behind.
      await card.number.fill('4242424242424241')
      await book.click()
      await expect.poll(() => errorOf(card.number)).toBe(t.common.validation.card_number)
      const axe = await new AxeBuilder({ page })
        .include('dialog')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      expect(
        axe.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id),
      ).toEqual([])

      // Paying at the hotel needs no card.
      await dialog.getByRole('radio', { name: t.reservations.payment.hotel, exact: true }).check()
      await expect(card.number).toHaveCount(0)
      await expect(dialog.getByRole('button', { name: t.reservations.payment.confirm })).toBeVisible()

      // Nothing was sent: the checks are the browser's.
      expect(booked).toEqual([])
      expect(realErrors(errors)).toEqual([])
    })
  })
}
