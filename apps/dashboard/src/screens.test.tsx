import { demoHotel, type Locale, type StaffUser } from '@hotel/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { createInstance } from 'i18next'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import en from '../public/locales/en/common.json'
import es from '../public/locales/es/common.json'
import { AuthProvider, meQueryKey } from './auth/auth.tsx'
import { tokenStore } from './auth/token-store.ts'
import Shell from './layout/shell.tsx'
import { hotelQueryKey } from './lib/hotel.ts'
import { createQueryClient } from './lib/query-client.ts'
import LoginPage from './pages/login.tsx'
import NotFoundPage from './pages/not-found.tsx'
import OverviewPage from './pages/overview.tsx'

const user: StaffUser = {
  id: '7f9c2ba4-e88f-4a0e-9b5c-0b6d3c1f6a11',
  name: 'Ana',
  last_name: 'Rivas',
  email: 'ana@casapinar.example',
  role: 'receptionist',
  status: 'active',
}

/** Renders a screen to HTML the way the app wraps it, in one language, optionally signed in. */
async function render(
  ui: ReactNode,
  { lng = 'en', signedIn = false }: { lng?: Locale; signedIn?: boolean } = {},
) {
  const i18n = createInstance()
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { common: en }, es: { common: es } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  const queryClient = createQueryClient()
  queryClient.setQueryData(hotelQueryKey, demoHotel)
  if (signedIn) {
    tokenStore.set('tok')
    queryClient.setQueryData(meQueryKey('tok'), user)
  }
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AuthProvider>{ui}</AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

afterEach(() => tokenStore.clear('signed-out'))

/** Text content without tags, comments or repeated spaces. */
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

describe('sign-in page', () => {
  it('labels both fields and uses the right input types', async () => {
    const html = await render(<LoginPage />)
    for (const name of ['email', 'password']) {
      const input = new RegExp(`<input[^>]*id="([^"]+)"[^>]*name="${name}"`).exec(html)
      expect(input, `${name} input`).not.toBeNull()
      expect(html).toContain(`for="${input?.[1]}"`)
    }
    expect(html).toMatch(/<input[^>]*type="email"[^>]*autocomplete="username"/i)
    expect(html).toMatch(/<input[^>]*type="password"/)
    expect(html).toMatch(/<form[^>]*novalidate/i)
    expect(text(html)).toContain('E-mail Password')
    expect(html).toMatch(/<button type="submit"[^>]*>.*Sign in<\/button>/)
  })

  it('speaks Spanish when asked, with the switcher showing the choice', async () => {
    const html = await render(<LoginPage />, { lng: 'es' })
    expect(text(html)).toContain('Iniciar sesión')
    expect(text(html)).toContain('Correo electrónico')
    expect(html).toMatch(/lang="es" aria-pressed="true"/)
    expect(html).toMatch(/lang="en" aria-pressed="false"/)
  })
})

describe('signed-in frame', () => {
  const frame = (lng: Locale = 'en') =>
    render(
      <Routes>
        <Route element={<Shell />}>
          <Route index element={<OverviewPage />} />
        </Route>
      </Routes>,
      { lng, signedIn: true },
    )

  it('shows the hotel, one navigation entry, the user, their role and sign-out', async () => {
    const html = await frame()
    const content = text(html)
    expect(content).toContain('Hotel Casa Pinar')
    expect(content).toContain('Ana Rivas')
    expect(content).toContain('Receptionist')
    expect(content).toContain('Sign out')
    const links = [...html.matchAll(/<nav[\s\S]*?<\/nav>/g)].flatMap((nav) => [...nav[0].matchAll(/<a /g)])
    // The same single entry appears in the desktop sidebar and in the phone drawer.
    expect(links).toHaveLength(2)
    expect(html).toMatch(/aria-current="page"[^>]*>.*Overview/)
  })

  it("shows the hotel's real facts, not placeholders", async () => {
    const content = text(await frame())
    expect(content).toContain('Welcome, Ana')
    expect(content).toContain('From 3:00 p.m.')
    expect(content).toContain('Until 11:00 a.m.')
    expect(content).toContain('1 USD = 36.80 NIO')
    expect(content).toContain('(505) 8842-1930')
    expect(content).toContain('info@casapinar.example')
    expect(content.toLowerCase()).not.toContain('coming soon')
  })

  it('reads naturally in Spanish', async () => {
    const content = text(await frame('es'))
    expect(content).toContain('Hola, Ana')
    expect(content).toContain('Recepcionista')
    expect(content).toContain('Desde las 3:00 p. m.')
    expect(content).toContain('Cerrar sesión')
  })
})

describe('404 page', () => {
  it('explains and links back to the overview', async () => {
    const html = await render(<NotFoundPage />)
    expect(text(html)).toContain("We couldn't find that page")
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Back to overview/)
  })
})
