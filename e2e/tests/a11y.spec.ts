import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { webRoutes } from '@hotel/contract'
import { expect, type Page, test } from '@playwright/test'
import { checkedInStay, type Lang, uniqueGuest, useLanguage } from './helpers.ts'

// axe-core over every route of the site (WCAG 2.1 A and AA rules): no serious or critical violation.
// Desktop only: the phone project checks layouts (content.spec.ts), the rules are the same.
test.skip(() => test.info().project.name !== 'desktop', 'the accessibility sweep runs on the desktop project')
// axe takes a while over the long pages (room lists, the room page).
test.describe.configure({ timeout: 90_000 })

const routes = webRoutes.map((route) => route.replace(':number', '101'))
// Spanish too for the pages with the most text and forms of their own.
const spanishRoutes = [
  '/',
  '/books',
  '/books/room/101',
  '/about',
  '/contact',
  '/terms-and-conditions',
  '/login',
  '/register',
]

const password = 'pinos-y-cafe-2026'
// biome-ignore lint/suspicious/noExplicitAny: translation files are plain JSON
const auth = (lang: Lang): any =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/public/locales/${lang}/auth.json`, import.meta.url), 'utf8'),
  )

/** The serious and critical violations on the page as it is now, one line each (rule, targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  // AXE_REPORT=1 lists the moderate and minor findings too, for a look beyond the rule of this spec.
  if (process.env.AXE_REPORT) {
    for (const violation of results.violations)
      console.log(
        `${page.url()} ${violation.impact} ${violation.id} (${violation.nodes.length}): ${violation.help}`,
      )
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} — ${violation.help}`,
      ),
    )
}

/** Waits for the page's data (and the lazily loaded sections in view) before checking it. */
async function settle(page: Page) {
  // The page itself, not the loading state the fallback HTML shows while a busy machine parses the code.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  // Sections that load near the screen (home) come in when scrolled to; then back to the top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
}

for (const [lang, list] of [
  ['en', routes],
  ['es', spanishRoutes],
] as const) {
  test.describe(`accessibility in ${lang}`, () => {
    for (const route of list) {
      test(`${route} has no serious or critical axe violation`, async ({ page }) => {
        await useLanguage(page, lang)
        await page.goto(route)
        await settle(page)
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}

test('signed-in pages have no serious or critical axe violation', async ({ page, request }) => {
  test.setTimeout(90_000)
  const guest = uniqueGuest('a11y')
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      name: 'Rosa',
      last_name: 'Blandón',
      email: guest.email,
      phone: guest.phone,
      identification: guest.identification,
      city: 'Estelí',
      country: 'NI',
      birth_date: '1985-07-02',
      password,
      password_confirmation: password,
    },
  })
  expect(registered.status()).toBe(201)
  // The review form shows to a guest with a stay to review.
  const { token } = (await registered.json()) as { token: string }
  await checkedInStay(request, {
    auth: { Authorization: `Bearer ${token}` },
    identification: guest.identification,
  })
  const t = auth('en')
  await useLanguage(page, 'en')
  await page.goto('/login')
  await page.getByLabel(t.fields.email, { exact: true }).fill(guest.email)
  await page.getByLabel(t.fields.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.login.submit, exact: true }).click()
  await expect(page).toHaveURL(/\/profile$/)

  const found: string[] = []
  for (const path of [
    '/profile',
    '/profile?tab=history',
    '/profile?tab=payments',
    '/profile?tab=help',
    '/profile?tab=terms',
    '/profile?tab=edit',
    '/profile?tab=password',
    '/new-review',
  ]) {
    await page.goto(path)
    await settle(page)
    for (const line of await seriousViolations(page)) found.push(`${path} ${line}`)
  }
  // The review form's error state.
  await page.getByRole('button', { name: /Publish review/ }).click()
  await expect(page.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true')
  for (const line of await seriousViolations(page)) found.push(`/new-review (errors) ${line}`)
  expect(found).toEqual([])
})

test('forms showing their errors have no serious or critical axe violation', async ({ page }) => {
  await useLanguage(page, 'en')
  const found: string[] = []
  for (const [path, button] of [
    ['/contact', 'Send message'],
    ['/login', 'Sign in'],
    ['/password-reset', null],
  ] as const) {
    await page.goto(path)
    await settle(page)
    const submit = button
      ? page.getByRole('button', { name: button, exact: true })
      : page.locator('main form button[type="submit"]').first()
    await submit.click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    for (const line of await seriousViolations(page)) found.push(`${path} (errors) ${line}`)
  }
  expect(found).toEqual([])
})
