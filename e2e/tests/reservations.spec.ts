import { readFileSync } from 'node:fs'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
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

/**
 * Stays 60 to 250 days ahead, distinct per project, language and test: both projects share one server and
 * database, and the rooms spec wants every room free 300 days ahead.
 */
function stayFor(lang: Lang, index: number, nights = 2): { checkIn: string; checkOut: string } {
  const project = testInfoProject() === 'phone' ? 1 : 0
  const start = 60 + project * 90 + (lang === 'es' ? 45 : 0) + index * 12
  return { checkIn: inDays(start), checkOut: inDays(start + nights) }
}
const testInfoProject = () => test.info().project.name

const password = 'pinos-y-cafe-2026'

/**
 * A double room free for the stay, asked of the API: the server may be reused between runs (the
 * reservations of an earlier run are still there).
 */
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

function newGuest(tag: string) {
  return { ...uniqueGuest(tag), name: 'Ana', last_name: 'López', city: 'Estelí', country: 'NI' }
}
type Guest = ReturnType<typeof newGuest>

async function registerByApi(request: APIRequestContext, guest: Guest) {
  const response = await request.post('/api/v1/auth/register', {
    data: {
      name: guest.name,
      last_name: guest.last_name,
      email: guest.email,
      phone: guest.phone,
      identification: guest.identification,
      city: guest.city,
      country: guest.country,
      birth_date: '1990-05-20',
      password,
      password_confirmation: password,
    },
  })
  expect(response.status()).toBe(201)
}

async function signIn(page: Page, t: Texts, email: string) {
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email)
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click()
}

const realErrors = (errors: string[]) =>
  // 4xx answers the tests ask for (the taken room, the signed-out session) are reported as resource errors.
  errors.filter((error) => !/Failed to load resource/.test(error))

/** The booking dialog and its buttons. */
function dialogOf(page: Page, t: Texts) {
  const dialog = page.getByRole('dialog')
  const button = (name: string) => dialog.getByRole('button', { name, exact: true })
  return {
    dialog,
    next: () => button(t.reservations.dialog.next).click(),
    back: () => button(t.reservations.dialog.back).click(),
    step: (name: string) => expect(dialog.getByTestId('step-heading')).toHaveText(t.reservations[name].title),
    button,
  }
}

/** The dialog's code loads with the first Book: on a busy machine that can take a while. */
const firstLoad = { timeout: 30_000 }
/** A call and the code of another page (the profile's reservations), on a busy machine. */
const slow = { timeout: 15_000 }

/** The Book button on the room page (on phones, the one in the bar at the bottom). */
async function pressBook(page: Page, t: Texts, expectDialog = true) {
  await page.getByRole('button', { name: t.rooms.book.button }).filter({ visible: true }).last().click()
  if (expectDialog) await expect(page.getByRole('dialog').getByTestId('step-heading')).toBeVisible(firstLoad)
}

/** Steps 1 to 4 for a room already in the dialog: dates, the room alone, tourism, pay at the hotel. */
async function fillSteps(page: Page, t: Texts, stay: { checkIn: string; checkOut: string }) {
  const d = dialogOf(page, t)
  await d.step('dates')
  await d.dialog.getByLabel(t.common.search.checkIn, { exact: true }).fill(stay.checkIn)
  await d.dialog.getByLabel(t.common.search.checkOut, { exact: true }).fill(stay.checkOut)
  await d.next()
  await d.step('rooms')
  await expect(d.dialog.getByTestId('live-total')).toBeVisible()
  await d.next()
  await d.step('details')
  await d.dialog.getByRole('radio', { name: t.reservations.categories.tourism }).check()
  await d.next()
  await d.step('payment')
  await d.dialog.getByRole('radio', { name: t.reservations.payment.hotel, exact: true }).check()
}

const detailTitle = (t: Texts, reference: string) => fill(t.reservations.detail.title, { reference })

for (const lang of ['en', 'es'] as const) {
  const t = texts(lang)

  test.describe(`reservations in ${lang}`, () => {
    pairLanguageWithViewport(lang)
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang)
    })

    test('Book signed out, sign in at step 3, complete the five steps, see it in the profile, export the report, cancel it', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const errors = collectConsoleErrors(page)
      const guest = newGuest(`book-${lang}`)
      await registerByApi(request, guest)
      const stay = stayFor(lang, 0)
      const room = await freeRoom(request, stay)

      // Signed out: the room from a search with dates and two adults.
      await page.goto(`/books?check_in=${stay.checkIn}&check_out=${stay.checkOut}&adults=2&type=double`)
      // The card's link carries the search's stay (rooms.spec.ts).
      await page.locator(`a[href^="/books/room/${room}?"]`).first().click()
      await expect(
        page.getByRole('heading', { level: 1, name: fill(t.rooms.room.title, { number: room }) }),
      ).toBeVisible()
      // The dialog opens at once, signed out too, with the search's choices.
      await pressBook(page, t)
      const d = dialogOf(page, t)
      await expect(d.dialog.getByTestId('step-heading')).toBeVisible(firstLoad)
      await expect(
        d.dialog.getByRole('heading', { name: fill(t.reservations.dialog.title, { number: room }) }),
      ).toBeVisible()
      await d.step('dates')
      const stepper = d.dialog.getByRole('navigation', { name: t.reservations.steps.label })
      await expect(stepper.getByRole('listitem')).toHaveCount(5)
      await expect(stepper.locator('[aria-current="step"]')).toContainText(t.reservations.steps.dates)
      await expect(d.dialog.getByLabel(t.common.search.checkIn, { exact: true })).toHaveValue(stay.checkIn)
      await expect(d.dialog.getByLabel(t.common.search.checkOut, { exact: true })).toHaveValue(stay.checkOut)
      await expect(d.dialog.getByLabel(t.reservations.dates.guests, { exact: true })).toHaveValue('2')
      await d.next()

      // Step 2: the room for two, then another room; the total follows.
      await d.step('rooms')
      const rooms = d.dialog.getByTestId('reservation-room')
      await expect(rooms).toHaveCount(1)
      await expect(rooms.first()).toContainText(fill(t.rooms.room.title, { number: room }))
      await expect(d.dialog.getByLabel(fill(t.reservations.rooms.guests, { number: room }))).toHaveValue('2')
      const total = d.dialog.getByTestId('live-total')
      await expect(total).toBeVisible()
      const oneRoom = await total.textContent()
      await d.button(t.reservations.rooms.add).click()
      const addButtons = d.dialog.getByRole('button', { name: pattern(t.reservations.rooms.addOne) })
      await expect(addButtons.first()).toBeVisible()
      const added = Number((await addButtons.first().getAttribute('aria-label'))?.match(/\d+/)?.[0])
      await addButtons.first().click()
      await expect(rooms).toHaveCount(2)
      await expect(total).not.toHaveText(oneRoom ?? '')
      const twoRooms = (await total.textContent()) ?? ''

      // Back and Next keep what was entered.
      await d.back()
      await d.step('dates')
      await expect(d.dialog.getByLabel(t.common.search.checkIn, { exact: true })).toHaveValue(stay.checkIn)
      await d.next()
      await expect(rooms).toHaveCount(2)
      await d.next()

      // Step 3 signed out asks the guest's details; this guest signs in instead and comes back to it.
      await d.step('details')
      await d.dialog.getByTestId('dialog-sign-in').click()
      await expect(page).toHaveURL(/\/login\?next=/, firstLoad)
      await signIn(page, t, guest.email)
      await expect(page).toHaveURL(new RegExp(`/books/room/${room}(\\?|$)`))
      await expect(d.dialog.getByTestId('step-heading')).toBeVisible(firstLoad)

      // Step 3: the guest details come from the profile.
      await d.step('details')
      await expect(d.dialog.getByLabel(t.reservations.details.name, { exact: true })).toHaveValue('Ana López')
      await expect(d.dialog.getByLabel(t.auth.fields.email, { exact: true })).toHaveValue(guest.email)
      await d.next()
      await expect(d.dialog.getByText(t.common.validation.required).first()).toBeVisible()
      await d.dialog.getByRole('radio', { name: t.reservations.categories.tourism }).check()
      await d.dialog.getByLabel(pattern(t.reservations.details.arrival)).fill('18:30')
      await d.dialog
        .getByLabel(pattern(t.reservations.details.notes))
        .fill(lang === 'es' ? 'Llegamos en bus.' : 'Coming by bus.')
      await d.next()

      // Step 4: pay at the hotel (paying by card is the first choice), nothing charged now.
      await d.step('payment')
      await expect(
        d.dialog.getByRole('radio', { name: t.reservations.payment.card, exact: true }),
      ).toBeChecked()
      await d.dialog.getByRole('radio', { name: t.reservations.payment.hotel, exact: true }).check()
      await expect(
        d.dialog.getByRole('radio', { name: t.reservations.payment.hotel, exact: true }),
      ).toBeChecked()
      await expect(d.dialog.getByText(pattern(t.reservations.payment.hotelText))).toBeVisible()
      await expect(d.dialog.getByTestId('summary-total')).toHaveText(twoRooms)
      await d.button(t.reservations.payment.confirm).click()

      // Step 5: the confirmation, with the reference.
      await expect(d.dialog.getByRole('heading', { name: t.reservations.complete.doneHeading })).toBeVisible(
        slow,
      )
      const reference = (await d.dialog.getByTestId('reservation-reference').textContent())?.trim() ?? ''
      expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
      await expect(
        d.dialog.getByText(fill(t.rooms.room.title, { number: added }), { exact: false }),
      ).toBeVisible()
      await d.button(t.reservations.dialog.close).last().click()
      await expect(d.dialog).toBeHidden()

      // The profile's Booked tab lists it, with its badge; its detail has everything.
      await page.goto('/profile')
      const card = page.getByTestId('reservation-card').filter({ hasText: reference })
      await expect(card).toBeVisible(slow)
      await expect(card.getByTestId('status-badge')).toHaveText(t.reservations.status.pending)
      await card.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`tab=booked&reservation=${reference}$`))
      await expect(page.getByRole('heading', { name: detailTitle(t, reference) })).toBeVisible(slow)
      await expect(page.getByTestId('change-rule')).toHaveText(pattern(t.reservations.changes.until_other))
      await expect(page.getByRole('main').getByText(t.reservations.categories.tourism)).toBeVisible()

      // The detailed report, as PDF and CSV.
      const pdf = page.waitForEvent('download')
      await page.getByRole('button', { name: t.reservations.report.pdf }).click()
      const pdfFile = await pdf
      expect(pdfFile.suggestedFilename()).toBe(`reservation-${reference}.pdf`)
      expect(
        readFileSync(await pdfFile.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-')
      const csv = page.waitForEvent('download')
      await page.getByRole('button', { name: t.reservations.report.csv }).click()
      const csvFile = await csv
      expect(csvFile.suggestedFilename()).toBe(`reservation-${reference}.csv`)
      expect(readFileSync(await csvFile.path(), 'utf8')).toContain(reference)

      // Modify: a later arrival and one guest fewer in the first room; the hotel re-prices it.
      await page.getByRole('button', { name: t.reservations.changes.modify }).click()
      const form = page.getByRole('form', { name: fill(t.reservations.modify.title, { reference }) })
      await expect(form).toBeVisible()
      await form.getByLabel(pattern(t.reservations.details.arrival)).fill('20:15')
      await form.getByLabel(fill(t.reservations.rooms.guests, { number: room })).selectOption('1')
      await form.getByRole('button', { name: t.reservations.modify.save }).click()
      await expect(form).toBeHidden(slow)
      await expect(page.getByRole('main').getByText(lang === 'es' ? '8:15 p. m.' : '8:15 p.m.')).toBeVisible()
      await expect(page.getByTestId('detail-total')).not.toHaveText(twoRooms)

      // Cancel, after a confirmation; it moves to the history with the canceled badge.
      await page.getByRole('button', { name: t.reservations.changes.cancel }).click()
      const confirm = page.getByRole('alertdialog', {
        name: fill(t.reservations.cancel.title, { reference }),
      })
      await expect(confirm).toBeVisible()
      await expect(confirm.getByRole('button', { name: t.reservations.cancel.keep })).toBeFocused()
      await confirm.getByRole('button', { name: t.reservations.cancel.confirm }).click()
      await expect(confirm).toBeHidden(slow)
      await expect(page).toHaveURL(new RegExp(`tab=history&reservation=${reference}$`))
      await expect(page.getByTestId('status-badge')).toHaveText(t.reservations.status.canceled)
      await expect(page.getByTestId('change-rule')).toHaveText(t.reservations.changes.locked.canceled)
      await expect(page.getByRole('button', { name: t.reservations.changes.cancel })).toHaveCount(0)
      await page.getByRole('link', { name: t.reservations.detail.back }).click()
      const history = page.getByTestId('reservation-card').filter({ hasText: reference })
      await expect(history.getByTestId('status-badge')).toHaveText(t.reservations.status.canceled)
      await page.getByRole('tab', { name: t.account.profile.tabs.booked.title }).click()
      await expect(page.getByTestId('reservation-card').filter({ hasText: reference })).toHaveCount(0)

      expect(realErrors(errors)).toEqual([])
    })

    test('the dates are checked, Escape keeps the draft, and a room taken meanwhile says so', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000)
      const errors = collectConsoleErrors(page)
      const first = newGuest(`first-${lang}`)
      const second = newGuest(`second-${lang}`)
      await registerByApi(request, first)
      await registerByApi(request, second)
      const stay = stayFor(lang, 1, 3)
      const room = await freeRoom(request, stay)

      // A second guest, in another browser, gets as far as the payment step for the same nights.
      const other = await openSecondBrowser(browser, lang)
      await other.goto('/login')
      await signIn(other, t, second.email)
      await expect(other).toHaveURL(/\/profile$/)
      // (From the search results: the card's Book button, with the search's dates.)
      await other.goto(`/books?check_in=${stay.checkIn}&check_out=${stay.checkOut}&type=double`)
      await other
        .getByRole('button', {
          name: `${t.rooms.book.short} · ${fill(t.rooms.room.title, { number: room })}`,
        })
        .click()
      await expect(other.getByRole('dialog').getByTestId('step-heading')).toBeVisible(firstLoad)
      await expect(
        other.getByRole('dialog').getByLabel(t.common.search.checkIn, { exact: true }),
      ).toHaveValue(stay.checkIn)
      await fillSteps(other, t, stay)

      // The first guest: signed in, the room page without a search.
      await page.goto('/login')
      await signIn(page, t, first.email)
      await expect(page).toHaveURL(/\/profile$/)
      await page.goto(`/books/room/${room}`)
      await pressBook(page, t)
      const d = dialogOf(page, t)
      await d.step('dates')
      await expect(d.dialog.getByRole('heading', { name: t.reservations.dates.title })).toBeFocused()

      // A date range is required, check-in before check-out, and not in the past.
      await d.next()
      await expect(d.dialog.getByText(t.common.validation.required)).toHaveCount(2)
      const checkIn = d.dialog.getByLabel(t.common.search.checkIn, { exact: true })
      const checkOut = d.dialog.getByLabel(t.common.search.checkOut, { exact: true })
      await checkIn.fill(inDays(-3))
      await checkOut.fill(inDays(-1))
      await expect(d.dialog.getByText(t.common.validation.date_past)).toBeVisible()
      await checkIn.fill(stay.checkOut)
      await checkOut.fill(stay.checkIn)
      await expect(d.dialog.getByText(t.common.validation.date_order)).toBeVisible()
      await checkOut.fill(stay.checkOut)
      await checkIn.fill(stay.checkIn)
      await expect(d.dialog.getByText(t.common.validation.date_order)).toHaveCount(0)

      // Escape closes the dialog; Book again opens it with what was entered.
      await page.keyboard.press('Escape')
      await expect(d.dialog).toBeHidden()
      await pressBook(page, t)
      await expect(checkIn).toHaveValue(stay.checkIn)
      await expect(checkOut).toHaveValue(stay.checkOut)

      // Tab stays inside the dialog.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
      }

      await d.next()
      await d.step('rooms')
      await d.next()
      await d.dialog.getByRole('radio', { name: t.reservations.categories.medical_visit }).check()
      await d.next()
      await d.step('payment')
      await d.dialog.getByRole('radio', { name: t.reservations.payment.hotel, exact: true }).check()
      await d.button(t.reservations.payment.confirm).click()
      await expect(d.dialog.getByTestId('reservation-reference')).toBeVisible(slow)

      // The second guest confirms now: the hotel says the room is taken, and the way back is offered.
      const o = dialogOf(other, t)
      await o.button(t.reservations.payment.confirm).click()
      await expect(o.dialog.getByRole('heading', { name: t.reservations.complete.failedTitle })).toBeVisible(
        slow,
      )
      const message = o.dialog.getByTestId('booking-error')
      await expect(message).toContainText(String(room))
      await expect(message).toHaveText(lang === 'es' ? /ya está reservada el/ : /is already booked on/)
      await o.button(t.reservations.complete.goTo.rooms).click()
      await o.step('rooms')
      await expect(o.dialog.getByText(fill(t.reservations.rooms.notFree, { number: room }))).toBeVisible()
      await o.button(t.reservations.dialog.back).click()
      await o.step('dates')
      await other.context().close()

      expect(realErrors(errors)).toEqual([])
    })

    test('the profile reached straight from sign-in shows its trips in words, not keys', async ({
      page,
      request,
    }) => {
      const guest = newGuest(`keys-${lang}`)
      await registerByApi(request, guest)
      const stay = stayFor(lang, 2)
      const number = await freeRoom(request, stay)
      const login = await request.post('/api/v1/auth/login', { data: { email: guest.email, password } })
      const { token } = (await login.json()) as { token: string }
      const booked = await request.post('/api/v1/reservations', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          rooms: [{ number, guest_count: 2 }],
          category: 'tourism',
        },
      })
      expect(booked.status()).toBe(201)

      // Sign-in loads only its own texts; the profile's (rooms, reservations) come with the client-side move.
      await page.goto('/login?next=%2Fprofile')
      await signIn(page, t, guest.email)
      await expect(page).toHaveURL(/\/profile$/)
      const card = page.getByTestId('reservation-card')
      await expect(card).toContainText(fill(t.rooms.room.title, { number }))
      await expect(card).toContainText(fill(t.rooms.capacity.count_other, { count: 2 }))
      await expect(card).not.toContainText('room.title')
    })
  })
}

/** Another browser (its own cookies and storage), in the same language and on the same device. */
async function openSecondBrowser(browser: Browser, lang: Lang): Promise<Page> {
  const info = test.info().project.use
  const context = await browser.newContext({
    baseURL: info.baseURL,
    viewport: info.viewport,
    userAgent: info.userAgent,
    deviceScaleFactor: info.deviceScaleFactor,
    isMobile: info.isMobile,
    hasTouch: info.hasTouch,
  })
  const page = await context.newPage()
  await useLanguage(page, lang)
  return page
}
