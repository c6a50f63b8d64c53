import { describe, expect, it } from 'vitest'
import { localeCookieString, pickLocale, readLocaleCookie, textDirection, toLocale } from './locale.ts'

describe('lang cookie', () => {
  it('is written for the whole site, for a year, SameSite=Lax', () => {
    expect(localeCookieString('es', false)).toBe('lang=es; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(localeCookieString('en', true)).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })

  it('is read among other cookies, and ignored when unsupported', () => {
    expect(readLocaleCookie('a=1; lang=es; b=2')).toBe('es')
    expect(readLocaleCookie('lang=en')).toBe('en')
    expect(readLocaleCookie('lang=fr')).toBeNull()
    expect(readLocaleCookie('slang=es')).toBeNull()
    expect(readLocaleCookie('lang=%E0%A4%A')).toBeNull()
    expect(readLocaleCookie('')).toBeNull()
  })
})

describe('pickLocale', () => {
  it('prefers the saved choice', () => {
    expect(pickLocale('lang=en', ['es-NI', 'es'])).toBe('en')
  })

  it('then the browser languages in order', () => {
    expect(pickLocale('', ['es-NI', 'en-US'])).toBe('es')
    expect(pickLocale('', ['fr-FR', 'en-GB', 'es'])).toBe('en')
    expect(pickLocale('', ['fr', 'es-419'])).toBe('es')
  })

  it('then English', () => {
    expect(pickLocale('', [])).toBe('en')
    expect(pickLocale('lang=de', ['de-DE'])).toBe('en')
  })
})

describe('toLocale / textDirection', () => {
  it('maps any tag to a supported locale', () => {
    expect(toLocale('es-NI')).toBe('es')
    expect(toLocale('ES')).toBe('es')
    expect(toLocale('cimode')).toBe('en')
    expect(toLocale(undefined)).toBe('en')
  })

  it('knows left-to-right from right-to-left', () => {
    expect(textDirection('en')).toBe('ltr')
    expect(textDirection('es')).toBe('ltr')
    expect(textDirection('ar-EG')).toBe('rtl')
  })
})
