import { expect, type Page, test } from '@playwright/test'
import { ownerPassword } from '../playwright.config.ts'
import { collectConsoleErrors } from './helpers.ts'

const owner = 'owner@casapinar.example'

/** Opens the phone drawer when the sidebar is hidden (below 1024 px). */
async function openMenuIfHidden(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) await menu.click()
}

test.describe('staff dashboard', () => {
  test('refuses a wrong password, then signs the owner in, keeps the session over a reload, shows My account, signs out', async ({
    page,
  }) => {
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

    // The session is the cookie: a reload finds it through GET /staff/auth/me.
    await page.reload()
    await expect(page.getByRole('heading', { name: /Welcome, Demo/ })).toBeVisible()

    await openMenuIfHidden(page)
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My account', exact: true })
      .filter({ visible: true })
      .click()
    await expect(page).toHaveURL(/\/dashboard\/account$/)
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(owner).first()).toBeVisible()
    await expect(main.getByRole('listitem').filter({ hasText: 'Owner' }).first()).toBeVisible()
    // The owner holds every permission, each with its label.
    await expect(main.getByText('Read the audit log')).toBeVisible()
    await expect(main.getByText('Invite, edit, suspend and restore staff')).toBeVisible()

    await main.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/login$/)
    await expect(page.getByText('You have signed out.')).toBeVisible()
    // Signed out on the server: a reload or a fresh visit finds no session.
    await page.goto('/dashboard/account')
    await expect(page).toHaveURL(/\/dashboard\/login/)
    const me = await page.request.get('/api/v1/staff/auth/me')
    expect(me.status()).toBe(401)
    // The failed sign-in and the session checks while signed out answer 401, which the browser reports.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([])
  })

  test('shows the sign-in page, the frame and My account in Spanish', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: 'http://127.0.0.1' }])
    await page.goto('/dashboard/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await page.getByLabel('Correo electrónico').fill(owner)
    await page.getByLabel('Contraseña', { exact: true }).fill(ownerPassword)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('heading', { name: /Hola, Demo/ })).toBeVisible()
    await page.goto('/dashboard/account')
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByText('Leer el registro de auditoría')).toBeVisible()
  })

  test('after a staff sign-in, scripts of a guest page read nothing of the staff session', async ({
    page,
    context,
  }) => {
    const login = page.waitForResponse((response) => response.url().endsWith('/api/v1/staff/auth/login'))
    await page.goto('/dashboard/login')
    await page.getByLabel('E-mail').fill(owner)
    await page.getByLabel('Password', { exact: true }).fill(ownerPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: /Welcome, Demo/ })).toBeVisible()
    const { csrf_token: csrfToken } = (await (await login).json()) as { csrf_token: string }
    expect(csrfToken.length).toBeGreaterThan(10)

    // The browser holds the session cookie, out of reach of scripts and of other sites.
    const staffCookies = (await context.cookies()).filter((cookie) => cookie.path.startsWith('/api/v1/staff'))
    expect(staffCookies).toHaveLength(1)
    const [session] = staffCookies
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Strict')
    const secrets = [session?.value ?? '', csrfToken]

    async function whatScriptsSee() {
      return page.evaluate(() => {
        const storage = (store: Storage) =>
          Array.from({ length: store.length }, (_, i) => {
            const key = store.key(i) ?? ''
            return `${key}=${store.getItem(key) ?? ''}`
          })
        return {
          cookie: document.cookie,
          local: storage(window.localStorage),
          session: storage(window.sessionStorage),
        }
      })
    }

    for (const address of ['/dashboard/', '/']) {
      await page.goto(address)
      const seen = await whatScriptsSee()
      const everything = [seen.cookie, ...seen.local, ...seen.session].join('\n')
      for (const secret of secrets) expect(everything).not.toContain(secret)
      expect(everything).not.toMatch(/staff/i)
      expect(seen.cookie).not.toContain(session?.name ?? 'no cookie')
    }
    // And the session was live all along.
    await page.goto('/dashboard/')
    await expect(page.getByRole('heading', { name: /Welcome, Demo/ })).toBeVisible()
  })
})
