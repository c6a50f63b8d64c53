import { expect, test } from '@playwright/test'
import { collectConsoleErrors, signInAsOwner } from './helpers.ts'

test('the owner adds a client at the desk, finds them by phone, edits the city, suspends and restores them', async ({
  page,
}, testInfo) => {
  // A dozen screens and a search: more than one page's time on a busy machine.
  test.setTimeout(90_000)
  const errors = collectConsoleErrors(page)
  // Unique per run and project: the data directory outlives a run when the server is reused.
  const digits = String(Date.now() % 100_000_000).padStart(8, '0')
  const local = `8${digits.slice(1, 4)}${digits.slice(4)}`
  const phone = `+505${local}`
  const email = `walkin.${digits}.${testInfo.project.name}@example.com`
  await signInAsOwner(page)

  await page.goto('/dashboard/clients/new')
  await page.getByLabel('Name', { exact: true }).fill('Rosa')
  await page.getByLabel('Last name', { exact: true }).fill(`Desk ${testInfo.project.name}`)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Phone', { exact: true }).fill(phone)
  await page.getByLabel('Identification', { exact: true }).fill(`ID-${digits}-${testInfo.project.name}`)
  await page.getByRole('button', { name: 'Create client' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Rosa Desk/ })).toBeVisible()

  // Found by the phone as people write it, with spaces and a dash.
  await page.goto('/dashboard/clients')
  await page.getByRole('searchbox').fill(`${local.slice(0, 4)}-${local.slice(4)}`)
  await expect(page).toHaveURL(/search=/)
  const link = page
    .getByRole('link', { name: `Rosa Desk ${testInfo.project.name}` })
    .filter({ visible: true })
  await expect(link).toHaveCount(1)
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: /Rosa Desk/ })).toBeVisible()
  await expect(page.getByText('Active').first()).toBeVisible()

  await page.getByRole('button', { name: 'Edit contact details' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(/City/).fill('León')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('main').getByText('León')).toBeVisible()

  await page.getByRole('button', { name: 'Suspend' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click()
  await expect(page.getByRole('alertdialog')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible()
  await expect(page.getByText('Suspended').first()).toBeVisible()

  await page.getByRole('button', { name: 'Restore' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible()
  // The sign-in page asks for a session first and is answered 401: that one is expected.
  expect(errors.filter((error) => !error.includes('401'))).toEqual([])
})
