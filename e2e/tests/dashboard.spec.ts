import { expect, test } from '@playwright/test'
import { ownerPassword } from '../playwright.config.ts'
import { collectConsoleErrors } from './helpers.ts'

const owner = 'owner@casapinar.example'

test.describe('staff dashboard', () => {
  test('refuses a wrong password, then signs the owner in and out', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.goto('/dashboard/')
    await expect(page).toHaveURL(/\/dashboard\/login/)
    await page.getByLabel('E-mail').fill(owner)
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('The e-mail or password is incorrect.').first()).toBeVisible()

    await page.getByLabel('Password', { exact: true }).fill(ownerPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: /Welcome, Demo/ })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/?$/)

    await page.reload()
    await expect(page.getByRole('heading', { name: /Welcome, Demo/ })).toBeVisible()

    const signOut = page.getByRole('button', { name: 'Sign out' })
    if (!(await signOut.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/dashboard\/login/)
    await page.goto('/dashboard/')
    await expect(page).toHaveURL(/\/dashboard\/login/)
    // The failed sign-in answers 401, which the browser reports once; nothing else may fail.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([])
  })

  test('shows the sign-in page in Spanish', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: 'http://127.0.0.1' }])
    await page.goto('/dashboard/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
  })
})
