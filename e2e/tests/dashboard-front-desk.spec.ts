import { type Browser, expect, type Page, test } from '@playwright/test'
import { ownerPassword } from '../playwright.config.ts'
import { collectConsoleErrors, inDays, readMail, type StaffApi, signInAsOwner, staffApi } from './helpers.ts'

// The front desk (issue 15). Each scenario books rooms of its own, made here, so that the other specs' bookings
// of the demo rooms never meet these.

/** A double room with one price for one or two guests, made through the API unless an earlier run made it. */
async function roomByApi(api: StaffApi, number: number) {
  if ((await api.get(`rooms/${number}`)).status() === 200) return
  const made = await api.post('rooms', {
    number,
    type: 'double',
    description_en: `Front desk test room ${number}.`,
    description_es: `Habitación de prueba ${number} de la recepción.`,
    beds: [{ type: 'queen', quantity: 1 }],
    capacities: [
      { capacity: 1, tariff: 5000, is_exception: false },
      { capacity: 2, tariff: 5000, is_exception: false },
    ],
    services: [],
  })
  expect(made.status(), await made.text()).toBe(201)
}

/** A second desk: the owner signed in in a browser of its own, at a desk's width. */
async function secondDesk(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signInAsOwner(page)
  return { page, close: () => context.close() }
}

const tag = () => String(Date.now() % 100_000_000).padStart(8, '0')

test('a walk-in booked on a phone: check-in, two drinks, breakfasts, check-out, and the room cleaned', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'phone',
    'the desk on a phone is the subject; the board watches at 1280 px',
  )
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  const room = 471
  const id = tag()
  const guest = { name: 'Walter', lastName: `Walkin ${id}` }
  await signInAsOwner(page)
  await roomByApi(await staffApi(page), room)

  // The second desk keeps the board open on today, and never reloads it.
  const watcher = await secondDesk(browser)
  await watcher.page.goto(`/dashboard/board?from=${inDays(-1)}&weeks=2`)
  await expect(watcher.page.getByRole('heading', { name: 'Reservations board' })).toBeVisible()
  const bar = watcher.page.getByRole('link', { name: new RegExp(`^Walter Walkin ${id}, `) })

  // The phone books a walk-in.
  await page.goto('/dashboard/reservations/new')
  await page.getByRole('button', { name: 'New walk-in client' }).click()
  await page.getByLabel('Name', { exact: true }).fill(guest.name)
  await page.getByLabel('Last name', { exact: true }).fill(guest.lastName)
  await page.getByLabel('E-mail', { exact: true }).fill(`walkin.${id}@example.com`)
  await page.getByLabel('Phone', { exact: true }).fill(`+505 8${id.slice(1, 4)} ${id.slice(4)}`)
  await page.getByLabel('Identification', { exact: true }).fill(`WALK-${id}`)
  await page.getByRole('button', { name: 'Create and choose' }).click()
  await expect(page.getByText(`Walter Walkin ${id}`, { exact: true })).toBeVisible()
  await page.getByLabel('Check-in', { exact: true }).fill(inDays(0))
  await page.getByLabel('Check-out', { exact: true }).fill(inDays(2))
  await page.getByRole('button', { name: new RegExp(`^Room ${room}\\b`) }).click()
  await page.getByLabel('Category').selectOption('tourism')
  await page.getByRole('button', { name: 'Book the stay' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /[A-Z0-9]{4}-[A-Z0-9]{4}/ })).toBeVisible()
  const reservationUrl = page.url()
  await expect(bar).toHaveAccessibleName(/: Reserved, not paid$/)

  // Check-in, with the identification the guest shows.
  await page.getByRole('button', { name: 'Check in' }).click()
  const checkIn = page.getByRole('dialog')
  await checkIn.getByLabel('Identification').fill(`PASS-${id}`)
  await checkIn.getByRole('button', { name: 'Check in' }).click()
  await expect(checkIn).toBeHidden()
  await expect(page.getByText('In house').first()).toBeVisible()
  await expect(bar).toHaveAccessibleName(/: In house, not paid$/)

  // Two drinks to the room: the folio in the second desk's open reservation shows them without a reload.
  await bar.click()
  await expect(watcher.page.getByRole('heading', { level: 1, name: /[A-Z0-9]{4}-[A-Z0-9]{4}/ })).toBeVisible()
  await page.getByRole('button', { name: 'Add extras' }).click()
  const extras = page.getByRole('dialog')
  await extras.getByRole('tab', { name: 'Drink' }).click()
  await extras.getByRole('button', { name: 'One Toña beer more' }).click()
  await extras.getByRole('button', { name: 'One Toña beer more' }).click()
  await extras.getByRole('button', { name: /^Charge \$5\.00$/ }).click()
  await expect(extras).toBeHidden()
  await expect(page.getByText('Toña beer').first()).toBeVisible()
  await expect(watcher.page.getByText('Toña beer').first()).toBeVisible()

  // Breakfasts this morning: one served in the room.
  await page.goto('/dashboard/breakfasts')
  await page.getByRole('button', { name: `One more breakfast for room ${room}` }).click()
  const card = page.getByRole('listitem').filter({ hasText: `Room ${room}` })
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByText('1 already recorded: the count cannot go lower.')).toBeVisible()

  // Check-out with the balance left for later (the owner may), then the room is to clean.
  await page.goto(reservationUrl)
  await page.getByRole('button', { name: 'Check out' }).click()
  const checkOut = page.getByRole('alertdialog')
  await checkOut.getByRole('button', { name: 'Check out' }).click()
  await expect(checkOut.getByText(/^A balance of \$\d+\.\d\d is still due\./)).toBeVisible()
  await checkOut.getByLabel('Why the balance is left for later').fill('The company pays by transfer')
  await checkOut.getByRole('button', { name: 'Leave the balance for later' }).click()
  await expect(checkOut).toBeHidden()
  await expect(page.getByText('Checked out').first()).toBeVisible()
  await watcher.page.goBack()
  await expect(
    watcher.page.getByRole('link', { name: new RegExp(`^Walter Walkin ${id}, `) }),
  ).toHaveAccessibleName(/: Checked out, not paid$/)
  await watcher.close()

  // A housekeeper on a phone (390 px) sees the room to clean, and marks it clean.
  const email = `keeper.${id}@casapinar.example`
  await request.post('/api/v1/staff/auth/login', {
    data: { email: 'owner@casapinar.example', password: ownerPassword },
  })
  const { data: session } = await (await request.get('/api/v1/staff/auth/me')).json()
  const invited = Date.now()
  const invitation = await request.post('/api/v1/staff/invitations', {
    headers: { 'X-CSRF-Token': session.csrf_token },
    data: { email, name: 'Hilda', last_name: `Keeper ${id}`, role: 'housekeeper' },
  })
  expect(invitation.status(), await invitation.text()).toBe(201)
  const token = (await readMail(email, invited, /\/dashboard\/invitation\/([\w-]+)/)).toString()
  const accepted = await request.post(`/api/v1/staff/invitations/${token}/accept`, {
    data: { password: 'keeper-pass-2026', password_confirmation: 'keeper-pass-2026' },
  })
  expect(accepted.status(), await accepted.text()).toBe(201)
  const keeperContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  const keeper = await keeperContext.newPage()
  await keeper.goto('/dashboard/login')
  await keeper.getByLabel('E-mail').fill(email)
  await keeper.getByLabel('Password', { exact: true }).fill('keeper-pass-2026')
  await keeper.getByRole('button', { name: 'Sign in' }).click()
  await expect(keeper.getByRole('heading', { name: 'Housekeeping' })).toBeVisible()
  const roomCard = keeper.getByRole('listitem').filter({ hasText: `Room ${room}` })
  await expect(roomCard.getByText('To clean')).toBeVisible()
  await roomCard.getByRole('button', { name: 'Mark clean' }).click()
  await expect(roomCard.getByText('Clean', { exact: true })).toBeVisible()
  await keeperContext.close()
  expect(errors.filter((error) => !error.includes('401') && !error.includes('409'))).toEqual([])
})

/** Drags a bar by whole cells with the mouse (dnd-kit starts a drag after 6 px). */
async function drag(page: Page, name: RegExp, rows: number) {
  const bar = page.getByRole('link', { name })
  // The board scrolls: the bar goes to the middle of it, with the rows below in sight.
  await bar.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }))
  const box = await bar.boundingBox()
  if (!box) throw new Error('bar not on screen')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + 10, { steps: 3 })
  await page.mouse.move(x, y + rows * 48, { steps: 8 })
  await page.mouse.up()
}

test('dragging a stay on the board moves it, and a drop onto a taken night is refused', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'dragging with a mouse is the desk’s; the phone run books')
  test.setTimeout(90_000)
  await signInAsOwner(page)
  const api = await staffApi(page)
  for (const number of [481, 482, 483]) await roomByApi(api, number)
  const id = tag()
  const booked: { reference: string; name: string }[] = []
  for (const [number, from] of [
    [481, 3],
    [482, 4],
  ]) {
    const client = await api.post('clients', {
      name: 'Dora',
      last_name: `Drag ${id}${number}`,
      email: `drag.${id}.${number}@example.com`,
      phone: `+505 8${id.slice(1, 4)} ${String(number).padStart(4, '0')}`,
      identification: `DRAG-${id}-${number}`,
      country: 'NI',
    })
    expect(client.status(), await client.text()).toBe(201)
    const stay = await api.post('reservations', {
      client_id: (await client.json()).data.id,
      check_in: inDays(from as number),
      check_out: inDays((from as number) + 2),
      rooms: [{ number, guest_count: 1 }],
      category: 'tourism',
    })
    expect(stay.status(), await stay.text()).toBe(201)
    const { data } = await stay.json()
    booked.push({ reference: data.reference, name: data.user.name })
  }
  const [first] = booked
  if (!first) throw new Error('nothing booked')
  await page.goto(`/dashboard/board?from=${inDays(0)}&weeks=2`)
  const bar = new RegExp(`^${first.name}, ${first.reference}:`)
  const row = (number: number) => page.getByRole('group', { name: `Room ${number}`, exact: true })

  // One row down is room 482, taken on the second night: refused, and the stay stays in 481.
  await drag(page, bar, 1)
  await expect(page.getByText(/^Room 482 is already booked on /)).toBeVisible()
  await expect(row(481).getByRole('link', { name: bar })).toBeVisible()

  // Two rows down is room 483, free: moved.
  await drag(page, bar, 2)
  await expect(page.getByText(`Reservation ${first.reference} has been moved.`)).toBeVisible()
  await expect(row(483).getByRole('link', { name: bar })).toBeVisible()
  const moved = await (await api.get(`reservations?q=${first.reference}`)).json()
  expect(moved.data[0].room_numbers).toEqual([483])
})
