import { expect, type Locator, type Page, test } from '@playwright/test'
import { collectConsoleErrors, fill, inDays, type Lang, pattern, texts, useLanguage } from './helpers.ts'

/**
 * A search's dates and guests go with the guest to the room page and into the booking dialog, with the same
 * price for the stay at every step; a party no single room holds is offered rooms together.
 * Phone in Spanish, desktop in English (the walk-through).
 */

const isPhone = () => test.info().project.name === 'phone'
const langOf = (): Lang => (isPhone() ? 'es' : 'en')

/** Far from the other specs' stays, and apart per project (a reused server keeps earlier bookings). */
const stay = () => {
  const start = isPhone() ? 236 : 212
  return { checkIn: inDays(start), checkOut: inDays(start + 3) }
}

const cards = (page: Page) => page.locator('article').filter({ has: page.locator('a[href^="/books/room/"]') })

/** The stay's total on a price block: the amount after any promotion (its strong figure). */
const stayTotal = (block: Locator, nightsText: string) =>
  block.locator('p').filter({ hasText: nightsText }).locator('strong').first()

async function searchFromBooks(page: Page, lang: Lang, adults: number) {
  const t = texts(lang)
  const { checkIn, checkOut } = stay()
  await page.goto('/books')
  await page.waitForLoadState('networkidle')
  const form = page.getByRole('form', { name: t.common.search.label })
  await form.getByLabel(t.common.search.checkIn, { exact: true }).fill(checkIn)
  await form.getByLabel(t.common.search.checkOut, { exact: true }).fill(checkOut)
  await form.getByLabel(t.common.search.adults, { exact: true }).selectOption(String(adults))
  await form.getByRole('button', { name: t.common.search.submit }).click()
  await expect(page).toHaveURL(new RegExp(`check_in=${checkIn}&check_out=${checkOut}&adults=${adults}`))
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** The dialog, on to step 2 (the rooms and the live total) from wherever it opened. */
async function dialogTotal(page: Page, lang: Lang): Promise<Locator> {
  const t = texts(lang)
  const dialog = page.getByRole('dialog')
  const heading = dialog.getByTestId('step-heading')
  await expect(heading).toBeVisible({ timeout: 30_000 })
  if ((await heading.textContent()) === t.reservations.dates.title) {
    const { checkIn, checkOut } = stay()
    // The dates came with the request: the dialog shows them as the search had them.
    await expect(dialog.getByLabel(t.common.search.checkIn, { exact: true })).toHaveValue(checkIn)
    await expect(dialog.getByLabel(t.common.search.checkOut, { exact: true })).toHaveValue(checkOut)
    await dialog.getByRole('button', { name: t.reservations.dialog.next, exact: true }).click()
  }
  await expect(heading).toHaveText(t.reservations.rooms.title)
  const total = dialog.getByTestId('live-total')
  await expect(total).toBeVisible({ timeout: 15_000 })
  return total
}

test('the search, the room page and the dialog show the same price for the stay', async ({ page }) => {
  test.setTimeout(90_000)
  const lang = langOf()
  const t = texts(lang)
  const errors = collectConsoleErrors(page)
  await useLanguage(page, lang)
  const { checkIn, checkOut } = stay()
  const threeNights = fill(t.rooms.price.stay_other, { count: 3 })

  // The search: 2 adults for 3 nights; the first card's total for the stay.
  await searchFromBooks(page, lang, 2)
  const card = cards(page).first()
  await expect(card).toBeVisible()
  const cardTotal = (await stayTotal(card, threeNights).textContent())?.trim() ?? ''
  expect(cardTotal).toMatch(/\d/)

  // The room page keeps the stay in its address and shows the same total, free for these dates.
  const link = card.locator('a[href^="/books/room/"]')
  const number = (await link.getAttribute('href'))?.split('?')[0]?.split('/').pop() ?? ''
  await link.click()
  await expect(page).toHaveURL(
    new RegExp(`/books/room/${number}\\?check_in=${checkIn}&check_out=${checkOut}&adults=2$`),
  )
  await expect(
    page.getByRole('heading', { level: 1, name: fill(t.rooms.room.title, { number }) }),
  ).toBeVisible()
  const status = page.getByTestId('room-stay')
  await expect(status).toHaveAttribute('data-available', 'true')
  await expect(status).toContainText(
    fill(t.rooms.stay.available, {
      nights: fill(t.rooms.stay.nights_other, { count: 3 }),
      guests: fill(t.rooms.stay.guests_other, { count: 2 }),
    }),
  )
  await expect(stayTotal(page.getByTestId('room-stay-total'), threeNights)).toHaveText(cardTotal)
  // A reload keeps it (the address holds the stay).
  await page.reload()
  await expect(stayTotal(page.getByTestId('room-stay-total'), threeNights)).toHaveText(cardTotal)

  // Book: the dialog opens with the stay and the guests, and its total is the same figure.
  await page.getByRole('button', { name: t.rooms.book.button }).filter({ visible: true }).last().click()
  await expect(await dialogTotal(page, lang)).toHaveText(cardTotal)
  await page.keyboard.press('Escape')

  // Changing the guests on the page asks the API again: no single room holds 8 adults, and the page says so
  // with the way back to the same search (which offers rooms together).
  if (!isPhone()) {
    // Opened from its address, the page comes with the room for that stay: it does not ask for it again.
    const roomRequests: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === `/api/v1/rooms/${number}`) roomRequests.push(url.search)
    })
    await page.goto(`/books/room/${number}?check_in=${checkIn}&check_out=${checkOut}&adults=2`)
    await expect(page.getByTestId('room-stay')).toHaveAttribute('data-available', 'true')
    expect(roomRequests).toEqual([])
    const changeForm = page.getByRole('form', { name: t.rooms.stay.change })
    if (!(await changeForm.isVisible())) await page.getByText(t.rooms.stay.change, { exact: true }).click()
    await changeForm.getByLabel(t.common.search.adults, { exact: true }).selectOption('8')
    await changeForm.getByRole('button', { name: t.rooms.stay.update }).click()
    await expect(page).toHaveURL(/adults=8$/)
    await expect(page.getByTestId('room-stay')).toHaveAttribute('data-available', 'false')
    expect(roomRequests).toEqual([`?check_in=${checkIn}&check_out=${checkOut}&adults=8`])
    await expect(page.getByTestId('room-stay').getByRole('link')).toHaveAttribute(
      'href',
      `/books?check_in=${checkIn}&check_out=${checkOut}&adults=8`,
    )
  }

  expect(errors).toEqual([])
})

test('a party of 8 adults is offered rooms together and books them in one go', async ({ page }) => {
  test.setTimeout(90_000)
  const lang = langOf()
  const t = texts(lang)
  const errors = collectConsoleErrors(page)
  await useLanguage(page, lang)

  // No single room holds 8: the search suggests combinations, fewest rooms first.
  await searchFromBooks(page, lang, 8)
  await expect(cards(page)).toHaveCount(0)
  const groups = page.getByTestId('group-suggestions')
  await expect(groups).toBeVisible({ timeout: 15_000 })
  await expect(
    groups.getByRole('heading', { name: fill(t.rooms.groups.title_other, { count: 8 }) }),
  ).toBeVisible()
  const suggestions = groups.locator(':scope > ul > li')
  const count = await suggestions.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(3)
  const roomCounts: number[] = []
  for (const suggestion of await suggestions.all()) {
    roomCounts.push(await suggestion.locator('a[href^="/books/room/"]').count())
    await expect(suggestion.getByRole('button', { name: t.rooms.groups.book })).toBeVisible()
    await expect(suggestion).toContainText(pattern(t.rooms.stay.guests_other))
  }
  // Fewest rooms first.
  expect(roomCounts).toEqual([...roomCounts].sort((a, b) => a - b))

  // The first suggestion: its rooms and guests, and its total for the stay.
  const first = suggestions.first()
  const groupTotal = (await first.getByTestId('group-total').textContent())?.trim() ?? ''
  const rooms = roomCounts[0] ?? 0
  expect(rooms).toBeGreaterThanOrEqual(2)
  await first.getByRole('button', { name: t.rooms.groups.book }).click()

  // The dialog holds those rooms, and the same total.
  const total = await dialogTotal(page, lang)
  await expect(page.getByRole('dialog').getByTestId('reservation-room')).toHaveCount(rooms)
  await expect(total).toHaveText(groupTotal)

  expect(errors).toEqual([])
})
