// Helpers for the dashboard's unit tests: render a screen to HTML the way the app wraps it.
import { demoHotel, type Locale, permissions, type StaffSession } from '@hotel/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { createInstance } from 'i18next'
import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import en from '../public/locales/en/common.json'
import es from '../public/locales/es/common.json'
import { AuthProvider, sessionQueryKey } from './auth/auth.tsx'
import { hotelQueryKey } from './lib/hotel.ts'
import { createQueryClient } from './lib/query-client.ts'

export const owner: StaffSession = {
  user: {
    id: '7f9c2ba4-e88f-4a0e-9b5c-0b6d3c1f6a11',
    name: 'Ana',
    last_name: 'Rivas',
    email: 'ana@casapinar.example',
    phone: '+50588421930',
    identification: null,
    roles: ['owner'],
    status: 'active',
  },
  permissions: [...permissions],
  csrf_token: 'csrf-1',
}

export const receptionist: StaffSession = {
  user: { ...owner.user, name: 'Luis', last_name: 'Pérez', roles: ['receptionist'], phone: null },
  permissions: ['rooms.view', 'reservations.view', 'clients.view'],
  csrf_token: 'csrf-2',
}

export async function testI18n(lng: Locale = 'en') {
  const i18n = createInstance()
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { common: en }, es: { common: es } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return i18n
}

interface RenderOptions {
  lng?: Locale
  /** The session the API would answer; null: signed out. Left out: still being checked. */
  session?: StaffSession | null
  path?: string
  /** Answers already in the query cache ([query key, data]), as if the API had given them. */
  queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>
}

/**
 * Renders `ui` inside the app's providers and waits for every lazy page and Suspense boundary, so the HTML
 * is what a person would see once the page has loaded.
 */
export async function renderHtml(
  ui: ReactNode,
  { lng = 'en', session, path = '/', queries = [] }: RenderOptions = {},
) {
  const i18n = await testI18n(lng)
  const queryClient = createQueryClient()
  queryClient.setQueryData(hotelQueryKey, demoHotel)
  if (session !== undefined) queryClient.setQueryData(sessionQueryKey, session)
  for (const [key, data] of queries) queryClient.setQueryData(key, data)
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AuthProvider>{ui}</AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  )
  let html = ''
  const decoder = new TextDecoder()
  // A Node stream (react-dom/static's node build); the DOM typings describe the web one.
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
  }
  return html
}

/** Text content without tags, comments or repeated spaces. */
export const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<wbr\s*\/?>/g, '')
    .replace(/<(script|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
