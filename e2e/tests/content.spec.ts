import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  checkedInStay,
  collectConsoleErrors,
  type Lang,
  mailDir,
  mailText,
  texts,
  uniqueAddress,
  uniqueGuest,
  useLanguage,
} from './helpers.ts'

const password = 'pinos-y-cafe-2026'
const isPhone = () => test.info().project.name === 'phone'

/**
 * POST /contact allows 5 messages per 10 minutes per address (the e2e server trusts X-Forwarded-For from
 * 127.0.0.1, TRUST_PROXY in playwright.config.ts): each test
 * writes from an address of its own, so the tests of both projects never share a limit.
 */

async function registerByApi(request: APIRequestContext, lang: Lang, tag: string) {
  const guest = { ...uniqueGuest(tag), name: 'Marta', last_name: 'Zeledón' }
  const response = await request.post('/api/v1/auth/register', {
    headers: { 'Accept-Language': lang },
    data: {
      name: guest.name,
      last_name: guest.last_name,
      email: guest.email,
      phone: guest.phone,
      identification: guest.identification,
      city: 'Estelí',
      country: 'NI',
      birth_date: '1988-03-14',
      password,
      password_confirmation: password,
    },
  })
  expect(response.status()).toBe(201)
  const { token } = (await response.json()) as { token: string }
  return { ...guest, auth: { Authorization: `Bearer ${token}` } }
}

/** Header values may be folded and RFC 2047 encoded (=?UTF-8?Q?…?= or =?UTF-8?B?…?=). */
function headerValue(eml: string, name: string): string {
  const head = eml.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const raw = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1] ?? ''
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
}

/** The mails written since `since` whose subject contains `subject`. */
function mailsWithSubject(subject: string, since: number): string[] {
  if (!existsSync(mailDir)) return []
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(mailDir, name))
    .filter((file) => statSync(file).mtimeMs >= since - 1000)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((eml) => headerValue(eml, 'Subject').includes(subject))
}

const realErrors = (errors: string[]) =>
  // 4xx answers the tests ask for (401, 422, 429) are reported by the browser as resource errors.
  errors.filter((error) => !/Failed to load resource/.test(error))

/** Every page of this spec must fit a 375 px phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  if (!isPhone()) return
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'page wider than the phone').toBeLessThanOrEqual(375)
}

// The desktop project writes in English, the phone project in Spanish: both languages, both layouts.
const langOf = (): Lang => (isPhone() ? 'es' : 'en')

test.describe('reviews', () => {
  test('a signed-out guest is sent to sign in, comes back, finds the form from the profile too, leaves a review and sees it listed', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const lang = langOf()
    const t = texts(lang)
    const errors = collectConsoleErrors(page)
    await useLanguage(page, lang)
    const guest = await registerByApi(request, lang, `review-${lang}`)

    await page.goto('/new-review')
    await expect(page).toHaveURL(/\/login\?next=%2Fnew-review$/)
    await page.getByLabel(t.auth.fields.email, { exact: true }).fill(guest.email)
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password)
    await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click()
    await expect(page).toHaveURL(/\/new-review$/)
    // Before any stay there is nothing to review: the page says so before the guest types.
    await expect(page.getByTestId('review-not-yet')).toHaveText(
      lang === 'es'
        ? 'Podrá dejar una reseña después de hospedarse con nosotros.'
        : 'You can leave a review after your stay with us.',
    )
    await expect(page.getByRole('radiogroup')).toHaveCount(0)
    await checkedInStay(request, guest)
    // The profile leads here too.
    await page.goto('/profile')
    await page.getByRole('link', { name: t.account.profile.review.link }).click()
    await expect(page).toHaveURL(/\/new-review$/)
    await expect(page.getByRole('heading', { level: 1, name: t.account.review.title })).toBeVisible()
    await expect(page.getByText(t.account.review.as.replace('{{name}}', 'Marta Z.'))).toBeVisible()

    // Nothing chosen, nothing written: both fields say so.
    const publish = page.getByRole('button', { name: t.account.review.submit })
    await publish.click()
    await expect(page.getByText(t.account.review.errors.rating)).toBeVisible()
    await expect(page.getByText(t.common.validation.required)).toBeVisible()
    await expect(page.getByRole('radiogroup', { name: t.account.review.rating })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectNoSidewaysScroll(page)

    // The stars are a radio group: the arrow keys choose.
    const stars = (count: number) =>
      page.getByRole('radio', {
        name: (count === 1 ? t.account.review.stars_one : t.account.review.stars_other).replace(
          '{{count}}',
          String(count),
        ),
        exact: true,
      })
    await page.getByRole('radio', { name: t.account.review.none }).focus()
    await page.getByRole('radio', { name: t.account.review.none }).press('ArrowRight')
    await expect(stars(1)).toBeChecked()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect(stars(4)).toBeChecked()
    await expect(stars(4)).toBeFocused()
    await expect(page.getByText(t.account.review.words['4'])).toBeVisible()
    // A click chooses too.
    await page
      .locator('label')
      .filter({ has: stars(5) })
      .click()
    await expect(stars(5)).toBeChecked()

    const content = `Quiet room, warm staff and a great breakfast. ${guest.identification}`
    const box = page.getByLabel(t.account.review.comment)
    await box.fill(content)
    await expect(page.getByTestId('review-counter')).toHaveText(
      t.account.review.counter.replace('{{length}}', String(content.length)).replace('{{max}}', '1000'),
    )
    await publish.click()

    await expect(page.getByRole('heading', { level: 1, name: t.account.review.done.title })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await page.getByRole('link', { name: t.account.review.done.reviews }).click()
    await expect(page).toHaveURL(/\/about#reviews$/)
    const reviews = page.locator('#reviews')
    const mine = reviews.getByRole('figure').filter({ hasText: guest.identification })
    await expect(mine).toBeVisible()
    await expect(mine).toContainText('Marta Z.')
    // The month of the stay (checked in tonight).
    await expect(mine).toContainText(lang === 'es' ? 'Se hospedó en' : 'Stayed in')
    await expect(
      mine.getByRole('img', { name: t.common.reviews.rated_other.replace('{{count}}', '5') }),
    ).toBeVisible()
    await expect(reviews.getByTestId('reviews-summary')).toContainText(t.common.reviews.outOf)

    // The home page lists it too (its reviews load when the guest scrolls near them).
    await page.goto('/')
    const homeReviews = page.locator('#reviews')
    await homeReviews.scrollIntoViewIfNeeded()
    await expect(homeReviews.getByRole('figure').filter({ hasText: guest.identification })).toBeVisible()
    expect(realErrors(errors)).toEqual([])
  })
})

test.describe('contact', () => {
  test('the form checks its fields, sends the message, and the hotel receives it by mail', async ({
    page,
  }) => {
    const lang = langOf()
    const t = texts(lang)
    const c = t.content.contact
    const errors = collectConsoleErrors(page)
    await useLanguage(page, lang)
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() })
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible()

    // The hotel's phones with the mask (xxx) xxxx-xxxx, the e-mail, the map and the chat app.
    const card = page.getByRole('complementary').filter({ hasText: c.other })
    const hotel = await (await page.request.get('/api/v1/hotel')).json()
    const mask = (digits: string) => digits.replace(/^(\d{3})(\d{4})(\d{4})$/, '($1) $2-$3')
    await expect(
      card.getByRole('link', { name: new RegExp(mask(hotel.data.phone).replace(/[()]/g, '\\$&')) }),
    ).toHaveAttribute('href', `tel:+${hotel.data.phone}`)
    await expect(card.getByText(mask(hotel.data.landline))).toBeVisible()
    await expect(card.getByRole('link', { name: new RegExp(hotel.data.email) })).toHaveAttribute(
      'href',
      `mailto:${hotel.data.email}`,
    )
    await expect(card.locator(`a[href="${hotel.data.maps_url}"]`)).toBeVisible()
    await expect(card.locator(`a[href="${hotel.data.chat_url}"]`)).toBeVisible()

    // Empty: every field is required, and the first one gets the focus.
    const send = page.getByRole('button', { name: c.send })
    await send.click()
    await expect(page.getByText(t.common.validation.required)).toHaveCount(5)
    await expect(page.getByLabel(c.name, { exact: true })).toBeFocused()

    // A wrong e-mail and phone say what is wrong with them.
    const subject = `E2E question ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    await page.getByLabel(c.name, { exact: true }).fill('Lucía Rivas')
    await page.getByLabel(c.email, { exact: true }).fill('lucia@')
    await page.getByLabel(c.phone, { exact: true }).fill('call me')
    await page.getByLabel(c.subject, { exact: true }).fill(subject)
    await page
      .getByLabel(c.message, { exact: true })
      .fill('Do you have a room for two on the first weekend of March?')
    await send.click()
    await expect(page.getByText(t.common.validation.email)).toBeVisible()
    await expect(page.getByText(t.common.validation.phone)).toBeVisible()
    await expect(page.getByLabel(c.email, { exact: true })).toBeFocused()
    await expectNoSidewaysScroll(page)

    const since = Date.now()
    await page.getByLabel(c.email, { exact: true }).fill('lucia.rivas@e2e.example')
    await page.getByLabel(c.phone, { exact: true }).fill('+505 8765 4321')
    await send.click()
    await expect(page.getByRole('heading', { name: c.sent.title })).toBeVisible()
    await expect(page.getByTestId('contact-sent')).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'lucia.rivas@e2e.example' })).toBeVisible()
    await expectNoSidewaysScroll(page)

    // The hotel's outbox has it: the subject carries the guest's subject, the text the message.
    await expect.poll(() => mailsWithSubject(subject, since).length, { timeout: 15_000 }).toBe(1)
    const [mail = ''] = mailsWithSubject(subject, since)
    expect(headerValue(mail, 'To')).toContain(hotel.data.email)
    expect(headerValue(mail, 'Reply-To')).toContain('lucia.rivas@e2e.example')
    const body = mailText(mail)
    expect(body).toContain('Do you have a room for two on the first weekend of March?')
    expect(body).toContain('+505 8765 4321')

    // Another message starts from an empty form.
    await page.getByRole('button', { name: c.sent.again }).click()
    await expect(page.getByLabel(c.subject, { exact: true })).toHaveValue('')
    expect(realErrors(errors)).toEqual([])
  })

  test('a robot that fills the hidden field is thanked, and no mail is written', async ({ page }) => {
    const lang = langOf()
    const c = texts(lang).content.contact
    await useLanguage(page, lang)
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() })
    await page.goto('/contact')

    // People never meet the field: hidden, out of the tab order and of the accessibility tree.
    const trap = page.locator('input[name="website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    const hidden = page.locator('div[aria-hidden="true"]').filter({ has: trap })
    await expect(hidden).toHaveCount(1)
    const box = await hidden.boundingBox()
    expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true)

    const subject = `E2E robot ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const since = Date.now()
    await page.getByLabel(c.name, { exact: true }).fill('Cheap Pills')
    await page.getByLabel(c.email, { exact: true }).fill('robot@e2e.example')
    await page.getByLabel(c.phone, { exact: true }).fill('+1 555 010 9999')
    await page.getByLabel(c.subject, { exact: true }).fill(subject)
    await page.getByLabel(c.message, { exact: true }).fill('Buy now at a great price')
    await trap.fill('https://spam.example', { force: true })
    await page.getByRole('button', { name: c.send }).click()
    await expect(page.getByRole('heading', { name: c.sent.title })).toBeVisible()

    await page.waitForTimeout(2000)
    expect(mailsWithSubject(subject, since)).toEqual([])
  })

  test('after 5 messages in 10 minutes the form says to wait, or to call', async ({ page, request }) => {
    const lang = langOf()
    const c = texts(lang).content.contact
    const address = uniqueAddress()
    await useLanguage(page, lang)
    // Five messages from this address (robots' ones: nothing is mailed, but they count).
    for (let i = 0; i < 5; i++) {
      const answer = await request.post('/api/v1/contact', {
        headers: { 'X-Forwarded-For': address },
        data: {
          name: 'Robot',
          email: 'robot@e2e.example',
          phone: '+1 555 010 9999',
          subject: 'spam',
          message: 'spam',
          website: 'https://spam.example',
        },
      })
      expect(answer.status()).toBe(201)
    }
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address })
    await page.goto('/contact')
    await page.getByLabel(c.name, { exact: true }).fill('Lucía Rivas')
    await page.getByLabel(c.email, { exact: true }).fill('lucia.rivas@e2e.example')
    await page.getByLabel(c.phone, { exact: true }).fill('+505 8765 4321')
    await page.getByLabel(c.subject, { exact: true }).fill('One more question')
    await page.getByLabel(c.message, { exact: true }).fill('Is parking available?')
    await page.getByRole('button', { name: c.send }).click()
    const alert = page.getByRole('alert').filter({ hasText: c.tooMany })
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('link')).toHaveAttribute('href', /^tel:\+\d+$/)
    // The form keeps what was typed.
    await expect(page.getByLabel(c.message, { exact: true })).toHaveValue('Is parking available?')
  })
})

test.describe('about and legal pages', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`say the configured deadline, payment shares and years in ${lang}`, async ({ page }) => {
      const t = texts(lang)
      const errors = collectConsoleErrors(page)
      await useLanguage(page, lang)
      const hotel = (await (await page.request.get('/api/v1/hotel')).json()).data
      const days: number = hotel.change_deadline_days
      const deadline =
        days === 0
          ? t.content.legal.deadline_zero
          : (days === 1 ? t.content.legal.deadline_one : t.content.legal.deadline_other).replace(
              '{{count}}',
              String(days),
            )
      const year = new Date().getFullYear()

      await page.goto('/terms-and-conditions')
      const article = page.locator('article')
      await expect(page.getByRole('heading', { level: 1, name: t.content.terms.title })).toBeVisible()
      await expect(article).toContainText(deadline)
      await expect(article).toContainText(lang === 'en' ? '30%, 50%, or 100%' : '30%, 50% o 100%')
      await expect(article).toContainText(`© 2018–${year} ${hotel.name}`)
      await expect(article).toContainText(t.content.terms.sections[5].title)
      await expectNoSidewaysScroll(page)

      await page.goto('/privacy-policy')
      await expect(page.getByRole('heading', { level: 1, name: t.content.privacy.title })).toBeVisible()
      await expect(page.locator('article')).toContainText(
        lang === 'en' ? 'children under 16' : 'menores de 16',
      )
      await expect(page.locator('article')).toContainText(hotel.email)
      await expectNoSidewaysScroll(page)

      await page.goto('/copyright-statement')
      await expect(page.getByRole('heading', { level: 1, name: t.content.copyright.title })).toBeVisible()
      await expect(page.getByText(`© 2018–${year} ${hotel.name}`).first()).toBeVisible()
      await expectNoSidewaysScroll(page)

      await page.goto('/about')
      await expect(page.locator('article')).toContainText(deadline)
      await expect(page.locator('article')).toContainText(lang === 'en' ? '3:00 p.m.' : '3:00 p. m.')
      await expect(page.getByRole('heading', { level: 2, name: t.common.reviews.title })).toBeVisible()
      await expectNoSidewaysScroll(page)
      expect(errors).toEqual([])
    })
  }
})

test.describe('phone layouts', () => {
  test.skip(() => !isPhone(), '375 px screenshots are for the phone project')
  for (const lang of ['en', 'es'] as const) {
    test(`pages fit 375 px in ${lang} (screenshots in test-results/screens)`, async ({ page, request }) => {
      test.setTimeout(60_000)
      const t = texts(lang)
      await useLanguage(page, lang)
      const shoot = async (name: string) => {
        await expectNoSidewaysScroll(page)
        await page.screenshot({ path: `test-results/screens/${lang}-${name}.png`, fullPage: true })
      }
      for (const [name, path] of [
        ['about', '/about'],
        ['contact', '/contact'],
        ['terms', '/terms-and-conditions'],
        ['privacy', '/privacy-policy'],
        ['copyright', '/copyright-statement'],
      ] as const) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await shoot(name)
      }
      // The contact form's errors.
      await page.goto('/contact')
      await page.getByRole('button', { name: t.content.contact.send }).click()
      await expect(page.getByText(t.common.validation.required).first()).toBeVisible()
      await shoot('contact-errors')

      // The review form, signed in, with its errors.
      const guest = await registerByApi(request, lang, `screens-${lang}`)
      await checkedInStay(request, guest)
      await page.goto('/login?next=%2Fnew-review')
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(guest.email)
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password)
      await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click()
      await expect(page).toHaveURL(/\/new-review$/)
      await expect(page.getByRole('radiogroup')).toBeVisible()
      await shoot('new-review')
      await page.getByRole('button', { name: t.account.review.submit }).click()
      await expect(page.getByText(t.account.review.errors.rating)).toBeVisible()
      await shoot('new-review-errors')
    })
  }
})
