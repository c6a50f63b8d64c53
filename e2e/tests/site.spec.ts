import { readFileSync } from 'node:fs'
import { webRoutes } from '@hotel/contract'
import { expect, type Page, test } from '@playwright/test'
import { collectConsoleErrors, pairLanguageWithViewport, useLanguage } from './helpers.ts'

// Every route of the spec, with a room number for the one with a parameter.
const routes = webRoutes.map((route) => route.replace(':number', '101'))

const locale = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/public/locales/${lang}/common.json`, import.meta.url), 'utf8'),
  )
const en = locale('en')
const es = locale('es')

/** Translation keys of every namespace, to catch a key shown instead of its text. */
function allKeys(): string[] {
  const keys: string[] = []
  const dir = new URL('../../apps/web/public/locales/en/', import.meta.url)
  const walk = (ns: string, value: unknown, prefix: string) => {
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(ns, v, prefix ? `${prefix}.${k}` : k)
    } else keys.push(prefix)
  }
  for (const ns of ['common', 'home', 'rooms', 'auth', 'account', 'content']) {
    walk(ns, JSON.parse(readFileSync(new URL(`${ns}.json`, dir), 'utf8')), '')
  }
  return keys.filter((k) => k.includes('.'))
}
const keys = allKeys()

async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText()
  const shown = keys.filter((key) => new RegExp(`(^|\\s)${key.replaceAll('.', '\\.')}(\\s|$)`).test(text))
  expect(shown, 'translation keys shown as text').toEqual([])
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`every route in ${lang}`, () => {
    pairLanguageWithViewport(lang)
    for (const route of routes) {
      test(`${route} loads`, async ({ page }) => {
        const errors = collectConsoleErrors(page)
        // Only the page's language is downloaded: no other language's texts as a fallback.
        const otherTexts: string[] = []
        const stylesheets: string[] = []
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname
          if (path.startsWith('/locales/') && !path.startsWith(`/locales/${lang}/`)) otherTexts.push(path)
          if (/^\/assets\/root-[\w-]+\.css$/.test(path)) stylesheets.push(path)
        })
        await useLanguage(page, lang)
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('h1').first()).toBeVisible()
        await expect(page).toHaveTitle(/\S/)
        await page.waitForLoadState('networkidle')
        await expectNoRawKeys(page)
        expect(errors).toEqual([])
        expect(otherTexts).toEqual([])
        // The site's stylesheet comes inside the page (apps/api/src/http/inline-styles.ts): the page is styled
        // (the body's flex column) and hydrated without asking for it.
        await expect(page.locator('body')).toHaveCSS('flex-direction', 'column')
        expect(stylesheets).toEqual([])
      })
    }
  })
}

test.describe('404 page', () => {
  for (const [lang, text] of [
    ['en', en],
    ['es', es],
  ] as const) {
    test(`matches the spec in ${lang}`, async ({ page }) => {
      const errors = collectConsoleErrors(page)
      await useLanguage(page, lang)
      const response = await page.goto('/this/trail/does/not/exist')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: text.notFound.heading })).toBeVisible()
      await expect(page.getByText(text.notFound.message)).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(text.notFound.title))
      const main = page.locator('main')
      await expect(main.locator('svg').first()).toBeVisible()
      expect(await main.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('2048px')
      const home = page.getByRole('link', { name: text.notFound.home })
      await expect(home).toHaveAttribute('href', '/')
      await home.click()
      await expect(page).toHaveURL(/\/$/)
      // Only the document's own 404 answer is reported by the browser.
      expect(errors.filter((e) => !e.includes('404'))).toEqual([])
    })
  }
})

test('switching language changes the texts, <html lang> and persists', async ({ page }) => {
  await page.goto('/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const switcher = page.getByLabel(en.language.label).filter({ visible: true })
  if ((await switcher.count()) === 0) await page.getByRole('button', { name: en.nav.open }).click()
  await switcher.first().selectOption('es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('link', { name: es.nav.contact }).first()).toBeAttached()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})
