import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { ownerPassword } from '../playwright.config.ts'
import { collectConsoleErrors, readMail, readMailCode, signInAsOwner } from './helpers.ts'

/** The names in the main menu, as the person sees it (the phone's drawer is opened, read and closed). */
async function menu(page: Page): Promise<string[]> {
  const opener = page.getByRole('button', { name: 'Open menu' })
  const drawer = await opener.isVisible()
  if (drawer) await opener.click()
  const names = await page
    .getByRole('navigation', { name: 'Main navigation' })
    .filter({ visible: true })
    .getByRole('link')
    .allInnerTexts()
  if (drawer) await page.keyboard.press('Escape')
  return names.map((name) => name.trim())
}

/** What a person coming back to the dashboard's tab triggers: the session is read again. */
async function comeBack(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
}

test('the owner invites a receptionist, who joins from the mail; the owner changes their access and suspends them', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, a mail and a dozen screens: longer than one page's test.
  test.setTimeout(90_000)
  const ownerErrors = collectConsoleErrors(page)
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
  const email = `lucia.${tag}@e2e.example`
  const lastName = `Desk ${tag}`
  const password = 'pine-desk-2026'

  // The owner invites her from the staff screen.
  await signInAsOwner(page)
  await page.goto('/dashboard/staff')
  await page.getByRole('button', { name: 'Invite someone' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite someone to the dashboard' })
  await invite.getByLabel('Name', { exact: true }).fill('Lucía')
  await invite.getByLabel('Last name', { exact: true }).fill(lastName)
  await invite.getByLabel('E-mail', { exact: true }).fill(email)
  await invite.getByLabel('Role', { exact: true }).selectOption({ label: 'Receptionist' })
  const sent = Date.now()
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite).toBeHidden()
  await page.getByRole('link', { name: 'Pending invitations', exact: true }).click()
  await expect(page.getByText(email).filter({ visible: true }).first()).toBeVisible()

  // She opens the mailed link in her own browser, chooses a password and is signed in.
  const link = await readMail(email, sent, /(\/dashboard\/invitation\/[\w-]+)/)
  const receptionistContext: BrowserContext = await browser.newContext(testInfo.project.use)
  const desk = await receptionistContext.newPage()
  try {
    await desk.goto(link)
    await expect(desk.getByText('Welcome, Lucía. You are invited to the dashboard of')).toBeVisible()
    await expect(desk.getByText('as Receptionist.')).toBeVisible()
    await desk.getByLabel('Password', { exact: true }).fill(password)
    await desk.getByLabel('Repeat the password', { exact: true }).fill('not the same one')
    await desk.getByRole('button', { name: 'Create my account' }).click()
    await expect(desk.getByText('The passwords do not match.')).toBeVisible()
    await desk.getByLabel('Repeat the password', { exact: true }).fill(password)
    await desk.getByRole('button', { name: 'Create my account' }).click()
    await expect(desk.getByRole('heading', { name: /Welcome, Lucía/ })).toBeVisible()
    await expect(desk).toHaveURL(/\/dashboard\/?$/)

    // Only a receptionist's screens: no staff, roles or audit log, and their addresses answer "no access".
    expect(await menu(desk)).toEqual([
      'Overview',
      'Today',
      'Board',
      'Reservations',
      'Cash drawer',
      'Payments',
      'Night audit',
      'Clients',
      'Inbox',
      'Housekeeping',
      'Breakfasts',
      'Products',
      'Rooms',
      'My account',
    ])
    await desk.goto('/dashboard/staff')
    await expect(desk.getByRole('heading', { name: "You don't have access to this screen" })).toBeVisible()
    // The link was for one use.
    await desk.goto(link)
    await expect(desk.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible()
    await desk.goto('/dashboard/')
    await expect(desk.getByRole('heading', { name: /Welcome, Lucía/ })).toBeVisible()

    // The owner takes her role away: she stays signed in, with no screens but her own.
    await page.goto('/dashboard/staff')
    await page.getByRole('link', { name: 'People', exact: true }).click()
    await page.getByRole('searchbox').fill(email)
    await expect(page).toHaveURL(/search=/)
    await page
      .getByRole('link', { name: `Lucía ${lastName}` })
      .filter({ visible: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: `Lucía ${lastName}` })).toBeVisible()
    await page.getByRole('button', { name: 'Remove the Receptionist role' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove role' }).click()
    await expect(
      page.getByText('No role yet: they can only do what is given to them directly.'),
    ).toBeVisible()
    await comeBack(desk)
    await expect.poll(() => menu(desk)).toEqual(['Overview', 'My account'])

    // The owner gives her one permission by e-mail, and its screen appears in her open dashboard.
    await page.getByLabel('Add a permission').selectOption({ label: 'See clients' })
    await page.getByRole('button', { name: 'Add', exact: true }).last().click()
    await expect(page.getByRole('button', { name: 'Remove “See clients”' })).toBeVisible()
    await comeBack(desk)
    // One screen of work: that screen alone, without the overview.
    await expect.poll(() => menu(desk)).toEqual(['Clients', 'My account'])

    // The owner suspends her: her open dashboard is signed out at its next request.
    await page.getByRole('button', { name: 'Suspend', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click()
    await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible()
    // (Her one screen, Clients, is open already: coming back to the tab is her next request.)
    await comeBack(desk)
    await expect(desk).toHaveURL(/\/dashboard\/login/)
    await expect(desk.getByText('Your session has ended. Please sign in again.')).toBeVisible()
    await desk.getByLabel('E-mail').fill(email)
    await desk.getByLabel('Password', { exact: true }).fill(password)
    await desk.getByRole('button', { name: 'Sign in' }).click()
    await expect(desk.getByRole('alert')).toContainText('suspended')
  } finally {
    await receptionistContext.close()
  }
  // The session check before the owner signs in answers 401, which the browser reports.
  expect(ownerErrors.filter((error) => !error.includes('401'))).toEqual([])
})

test('a staff member who forgot the password sets a new one with the mailed code', async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
  const email = `marta.${tag}@e2e.example`
  // The owner invites her through the API, and she accepts with a password she will forget.
  await request.post('/api/v1/staff/auth/login', {
    data: { email: 'owner@casapinar.example', password: ownerPassword },
  })
  const { data: session } = await (await request.get('/api/v1/staff/auth/me')).json()
  const invited = Date.now()
  const invitation = await request.post('/api/v1/staff/invitations', {
    headers: { 'X-CSRF-Token': session.csrf_token },
    data: { email, name: 'Marta', last_name: `Gómez ${tag}`, role: 'housekeeper' },
  })
  expect(invitation.status()).toBe(201)
  const token = (await readMail(email, invited, /\/dashboard\/invitation\/([\w-]+)/)).toString()
  const accepted = await request.post(`/api/v1/staff/invitations/${token}/accept`, {
    data: { password: 'forgotten-pass-2026', password_confirmation: 'forgotten-pass-2026' },
  })
  expect(accepted.status()).toBe(201)

  await page.goto('/dashboard/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  const asked = Date.now()
  await page.getByLabel('Your staff e-mail').fill(email)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText(`If ${email} belongs to a staff account`)).toBeVisible()
  const code = await readMailCode(email, asked)

  const wrong = code === '000000' ? '111111' : '000000'
  await page.getByLabel('Code from the e-mail').fill(wrong)
  await page.getByLabel('New password', { exact: true }).fill('remembered-pass-2026')
  await page.getByLabel('Repeat the new password', { exact: true }).fill('remembered-pass-2026')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('The code is not valid. Please check it and try again.')).toBeVisible()
  await expect(page).toHaveURL(/forgot-password/)

  await page.getByLabel('Code from the e-mail').fill(code)
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page).toHaveURL(/\/dashboard\/login$/)
  await expect(page.getByText('Your password has changed. Sign in with the new one.')).toBeVisible()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('remembered-pass-2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  // A housekeeper's one screen of work is her landing page.
  await expect(page.getByRole('heading', { name: 'Housekeeping', exact: true })).toBeVisible()
})
