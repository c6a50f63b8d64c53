import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import {
  collectConsoleErrors,
  fill,
  inDays,
  type Lang,
  pattern,
  readMail,
  readMailCode,
  type Texts,
  texts,
  uniqueGuest,
  useLanguage,
} from './helpers.ts'

/**
 * A visitor without an account books two rooms for a party of 5, pays half by card, manages the stay from
 * the link in the confirmation mail (pays the balance there), and later registers with the same e-mail,
 * proving it with a mailed code, to find the reservation in the profile. Phone in Spanish, desktop in English.
 */

const isPhone = () => test.info().project.name === 'phone'
const langOf = (): Lang => (isPhone() ? 'es' : 'en')

/** Far from the other specs' stays (payments ends near 450 days), apart per project. */
const stay = () => {
  const start = isPhone() ? 492 : 472
  return { checkIn: inDays(start), checkOut: inDays(start + 2) }
}

const password = 'pinos-y-cafe-2026'
const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`
const firstLoad = { timeout: 30_000 }
const slow = { timeout: 20_000 }

/** Cents of an amount as the site writes it: "$1,234.50", "USD 55". */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100)
/** The first free room of a type for the stay, asked of the API (the server may be reused between runs). */
async function freeRoom(request: APIRequestContext, type: string, taken: number[] = []) {
  const { checkIn, checkOut } = stay()
  const response = await request.get(
    `/api/v1/rooms?check_in=${checkIn}&check_out=${checkOut}&type=${type}&order_by=number&per_page=100`,
  )
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: { number: number }[] }
  const room = data.find((r) => !taken.includes(r.number))?.number
  expect(room, `a ${type} room free for the stay`).toBeDefined()
  return room as number
}

function cardFields(scope: Locator, t: Texts) {
  const field = (name: string) => scope.getByLabel(t.reservations.card[name], { exact: true })
  return async (number: string) => {
    await field('holder').fill('Ana López')
    await field('number').pressSequentially(number)
    await field('expiry').pressSequentially(expiry.replace('/', ''))
    await field('cvv').fill('123')
  }
}

/** Every mail to `email` since `since` that matches `pattern`, newest first, as text. */
async function mailTo(email: string, since: number, what: RegExp) {
  return readMail(email, since, new RegExp(`[\\s\\S]*${what.source}[\\s\\S]*`, what.flags), 15_000)
}

/** A mail in one language: no line of the other's booking words. */
function expectOneLanguage(mail: string, lang: Lang) {
  const other =
    lang === 'en'
      ? /\b(Reservación|Reserva|huésped|noches|Saldo)\b/
      : /\b(Reservation|guests?|nights?|Balance)\b/
  expect(mail, 'a mail in one language').not.toMatch(other)
}

async function bookAsGuest(
  page: Page,
  request: APIRequestContext,
  t: Texts,
  guest: ReturnType<typeof uniqueGuest>,
) {
  const { checkIn, checkOut } = stay()
  const triple = await freeRoom(request, 'triple')
  const double = await freeRoom(request, 'double')

  // The room page from a search for three, signed out; Book opens the dialog (no sign-in first).
  await page.goto(`/books/room/${triple}?check_in=${checkIn}&check_out=${checkOut}&adults=3`)
  await page.getByRole('button', { name: t.rooms.book.button }).filter({ visible: true }).last().click()
  const dialog = page.getByRole('dialog')
  const heading = dialog.getByTestId('step-heading')
  const next = () => dialog.getByRole('button', { name: t.reservations.dialog.next, exact: true }).click()
  await expect(heading).toHaveText(t.reservations.dates.title, firstLoad)
  await expect(dialog.getByLabel(t.common.search.checkIn, { exact: true })).toHaveValue(checkIn)
  await dialog.getByLabel(t.reservations.dates.guests, { exact: true }).selectOption('5')
  await next()

  // Step 2: the triple for three, then a double for the other two.
  await expect(heading).toHaveText(t.reservations.rooms.title)
  await dialog.getByLabel(fill(t.reservations.rooms.guests, { number: triple })).selectOption('3')
  await dialog.getByRole('button', { name: t.reservations.rooms.add, exact: true }).click()
  await dialog.getByRole('button', { name: fill(t.reservations.rooms.addOne, { number: double }) }).click()
  await expect(dialog.getByTestId('reservation-room')).toHaveCount(2)
  await dialog.getByLabel(fill(t.reservations.rooms.guests, { number: double })).selectOption('2')
  await expect(dialog.getByTestId('live-total')).toHaveText(/\d/)
  await next()

  // Step 3: the guest's details, no account, no password.
  await expect(heading).toHaveText(t.reservations.details.title)
  await expect(dialog.getByLabel(t.auth.fields.password)).toHaveCount(0)
  await dialog.getByLabel(t.reservations.details.name, { exact: true }).fill('Ana López')
  await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(guest.email)
  await dialog.getByLabel(t.auth.fields.phone, { exact: true }).fill(guest.phone)
  await dialog.getByLabel(t.auth.fields.identification, { exact: true }).fill(guest.identification)
  await dialog.getByLabel(t.auth.fields.country, { exact: true }).selectOption('NI')
  await dialog.getByRole('radio', { name: t.reservations.categories.tourism }).check()
  await next()

  // Step 4: half now by card.
  await expect(heading).toHaveText(t.reservations.payment.title)
  await dialog.getByRole('radio', { name: /^50%/ }).check()
  const total = cents(await dialog.getByTestId('summary-total').textContent())
  const half = Math.round(total / 2)
  await cardFields(dialog, t)('4242424242424242')
  expect(cents(await dialog.getByTestId('due-now').textContent())).toBe(half)
  await dialog.getByRole('button', { name: pattern(t.reservations.payment.bookAndPay) }).click()

  // Step 5: paid half; the link to manage it went by mail.
  await expect(dialog.getByRole('heading', { name: t.reservations.complete.paidHeading })).toBeVisible(slow)
  expect(cents(await dialog.getByTestId('confirmation-paid').textContent())).toBe(half)
  expect(cents(await dialog.getByTestId('confirmation-due').textContent())).toBe(total - half)
  const reference = (await dialog.getByTestId('reservation-reference').textContent())?.trim() ?? ''
  expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
  return { reference, total, half }
}

test('a visitor books two rooms for five without an account, pays from the mailed link, then claims the account', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const lang = langOf()
  const t = texts(lang)
  const errors = collectConsoleErrors(page)
  await useLanguage(page, lang)
  const guest = uniqueGuest(`guest-${lang}`)
  const since = Date.now()

  const { reference, total, half } = await bookAsGuest(page, request, t, guest)

  // The confirmation mail: one language, the half paid and the half still due, and the link.
  const confirmation = await mailTo(guest.email, since, new RegExp(reference))
  expectOneLanguage(confirmation, lang)
  const link = confirmation.match(/https?:\/\/\S+\/reservation\/[A-Z2-9-]+\?key=[\w-]+\S*/)?.[0] ?? ''
  expect(link, 'the mail links to the reservation').not.toBe('')
  const receipt = await mailTo(guest.email, since, new RegExp(`${(half / 100).toFixed(2)}`))
  expectOneLanguage(receipt, lang)

  // The link opens the reservation without an account: half due; the balance is paid there.
  await page.context().clearCookies()
  await useLanguage(page, lang)
  const beforeBalance = Date.now()
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await expect(
    page.getByRole('heading', { name: fill(t.reservations.detail.title, { reference }) }),
  ).toBeVisible(slow)
  await expect(page).not.toHaveURL(/key=/)
  await expect(page.getByTestId('status-badge')).toHaveText(t.reservations.status.partially_paid, slow)
  const section = page.getByTestId('payment-section')
  expect(cents(await section.getByTestId('balance-due').textContent())).toBe(total - half)
  await section.getByRole('button', { name: t.reservations.balance.pay }).click()
  const pay = page.getByRole('dialog', { name: fill(t.reservations.balance.payTitle, { reference }) })
  await expect(pay).toBeVisible()
  await cardFields(pay, t)('4242424242424242')
  await pay.getByRole('button', { name: pattern(t.reservations.balance.submit) }).click()
  await expect(pay).toBeHidden(slow)
  await expect(page.getByTestId('status-badge')).toHaveText(t.reservations.status.paid, slow)
  await expect(section.getByText(t.reservations.balance.paidFull)).toBeVisible()

  // The receipt of the balance: paid in full, in the guest's language.
  const balanceReceipt = await mailTo(
    guest.email,
    beforeBalance,
    new RegExp(`${((total - half) / 100).toFixed(2)}`),
  )
  expectOneLanguage(balanceReceipt, lang)

  // Later: registering with that e-mail asks for the mailed code, then the reservation is in the profile.
  await page.reload()
  const beforeRegister = Date.now()
  await page.goto(`/register?email=${encodeURIComponent(guest.email)}`)
  const f = t.auth.fields
  await page.getByLabel(f.name, { exact: true }).fill('Ana')
  await page.getByLabel(f.last_name, { exact: true }).fill('López')
  await page.getByLabel(f.phone, { exact: true }).fill(guest.phone)
  await page.getByLabel(f.identification, { exact: true }).fill(guest.identification)
  await page.getByLabel(f.birth_date, { exact: true }).fill('1990-05-20')
  await page.getByLabel(f.city, { exact: true }).fill('Estelí')
  await page.getByLabel(f.country, { exact: true }).selectOption('NI')
  await page.getByRole('button', { name: t.auth.register.next }).click()
  await expect(page.getByLabel(f.email, { exact: true })).toHaveValue(guest.email)
  await page.getByLabel(f.password, { exact: true }).fill(password)
  await page.getByLabel(f.password_confirmation, { exact: true }).fill(password)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: t.auth.register.submit }).click()
  await expect(page.getByRole('heading', { name: t.auth.register.claim.title })).toBeVisible(slow)
  const code = await readMailCode(guest.email, beforeRegister)
  await page.getByRole('textbox').first().click()
  await page.keyboard.type(code)
  await page.getByRole('button', { name: t.auth.register.claim.submit }).click()
  await expect(page).toHaveURL(/\/profile/, slow)
  await expect(page.getByTestId('reservation-card').filter({ hasText: reference })).toBeVisible(slow)

  expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([])
})
