import { describe, expect, it } from 'vitest'
import { formatPhone } from './format.ts'
import { localeFromAcceptLanguage } from './locales.ts'
import { pagingQuery } from './paging.ts'
import { isWebRoute } from './routes.ts'

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['es-NI,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['fr-FR,de;q=0.5', 'en'],
    ['en;q=0.2,es;q=0.8', 'es'],
    ['es;q=0', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })

  it('uses the given default only when there is no header', () => {
    expect(localeFromAcceptLanguage(undefined, 'es')).toBe('es')
    expect(localeFromAcceptLanguage('', 'es')).toBe('es')
    expect(localeFromAcceptLanguage('fr', 'es')).toBe('en')
  })
})

describe('formatPhone', () => {
  it('applies the (xxx) xxxx-xxxx mask', () => {
    expect(formatPhone('50588421930')).toBe('(505) 8842-1930')
    expect(formatPhone('+505 8842 1930')).toBe('(505) 8842-1930')
  })
  it('leaves numbers of another length alone', () => {
    expect(formatPhone('8842-1930')).toBe('8842-1930')
  })
})

describe('isWebRoute', () => {
  it.each([
    '/',
    '/books',
    '/books/',
    '/books/room/101',
    '/about',
    '/verify-code',
    '/payment-failure',
    '/reservation/K7QM-4TXR',
  ])('%s is a site route', (path) => expect(isWebRoute(path)).toBe(true))
  it.each(['/nope', '/books/room', '/books/room/1/2', '/about/us', '/dashboard', '/reservation'])(
    '%s is not',
    (path) => expect(isWebRoute(path)).toBe(false),
  )
})

describe('pagingQuery', () => {
  const schema = pagingQuery(['name', 'created_at'])
  it('applies defaults and coerces query strings', () => {
    expect(schema.parse({})).toEqual({ page: 1, per_page: 15, order_by: 'name', order_direction: 'asc' })
    expect(schema.parse({ page: '2', per_page: '100', order_direction: 'desc' }).per_page).toBe(100)
  })
  it.each([
    { per_page: '0' },
    { per_page: '101' },
    { page: '0' },
    { page: '1.5' },
    { order_by: 'password' },
    { order_direction: 'up' },
  ])('rejects %o', (query) => expect(schema.safeParse(query).success).toBe(false))
})
