import type { HotelSettings } from '@hotel/contract'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, testI18n, text } from '../../test-support.tsx'
import { settingsKeys } from './api.ts'
import { readShares, type SettingsValues, settingsResolver, valuesOf } from './settings-page.tsx'

const settings: HotelSettings = {
  phone: '50588421930',
  landline: '50527134455',
  email: 'info@casapinar.example',
  address: 'Avenida Central, 2 c. al norte del Parque Central',
  maps_url: 'https://maps.google.com/?q=Parque+Central+Esteli+Nicaragua',
  facebook_url: 'https://www.facebook.com/',
  instagram_url: 'https://www.instagram.com/',
  chat_url: 'https://wa.me/50588421930',
  check_in_time: '15:00',
  check_out_time: '11:00',
  change_deadline_days: 2,
  payment_percentages: [30, 50, 100],
  max_stay_nights: 30,
  booking_horizon_months: 18,
  max_unpaid_reservations: 5,
  name: 'Hotel Casa Pinar',
  city: 'Estelí',
  country: 'Nicaragua',
  updated_at: '2026-11-20T15:00:00.000Z',
}

const queries = [[settingsKeys.all, settings]] as const
const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<SettingsValues>

describe('hotel settings screen', () => {
  it('shows every setting in its group, in English and Spanish', async () => {
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/settings', queries })
    const content = text(html)
    for (const heading of ['Hotel settings', 'Contact', 'Address and links', 'Stay rules', 'Payments'])
      expect(content).toContain(heading)
    expect(content).toContain('Hotel Casa Pinar · Estelí, Nicaragua')
    expect(html).toMatch(/<input[^>]*type="tel"[^>]*name="phone"/)
    expect(html).toMatch(/<input[^>]*type="time"[^>]*name="check_in_time"/)
    expect(html).toMatch(/<input[^>]*type="number"[^>]*inputMode="numeric"[^>]*name="max_stay_nights"/)
    expect(html).toMatch(/<input[^>]*type="url"[^>]*name="chat_url"/)
    expect(valuesOf(settings)).toMatchObject({ payment_percentages: '30, 50, 100', check_in_time: '15:00' })
    expect(valuesOf(settings)).not.toHaveProperty('name')
    // Every field is labelled.
    for (const [, id] of html.matchAll(/<input[^>]*id="([^"]+)"/g)) expect(html).toContain(`for="${id}"`)
    expect(html).toMatch(/aria-current="page"[^>]*>[\s\S]*?Settings/)

    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/settings', queries }),
    )
    expect(es).toContain('Ajustes del hotel')
    expect(es).toContain('Reglas de estadía')
    expect(es).toContain('Guardar ajustes')
  })

  it('is not open to staff without settings.manage', async () => {
    const html = await renderHtml(<AppRoutes />, { session: receptionist, path: '/settings', queries })
    expect(text(html)).toContain("You don't have access to this screen")
    expect(html).not.toContain('name="phone"')
  })

  it('validates with the contract schema, the shares read from one line', async () => {
    expect(readShares('30, 50 100%')).toEqual([30, 50, 100])
    expect(readShares('30, half')).toEqual([30, Number.NaN])
    const good = await settingsResolver(valuesOf(settings), undefined, options)
    expect(good.errors).toEqual({})
    expect(good.values).toMatchObject({ payment_percentages: [30, 50, 100], check_in_time: '15:00' })

    const bad = await settingsResolver(
      {
        ...valuesOf(settings),
        phone: '',
        email: 'info@',
        maps_url: 'http://maps.example',
        check_in_time: '7pm',
        change_deadline_days: 61,
        max_stay_nights: Number.NaN,
        payment_percentages: '50, 30',
      },
      undefined,
      options,
    )
    expect(Object.keys(bad.errors).sort()).toEqual([
      'change_deadline_days',
      'check_in_time',
      'email',
      'maps_url',
      'max_stay_nights',
      'payment_percentages',
      'phone',
    ])
    expect(bad.errors.phone?.message).toBe('validation.required')
    expect(bad.errors.maps_url?.message).toBe('validation.url')
    expect(bad.errors.payment_percentages?.message).toBe('settings.shares_ascending')
    const many = await settingsResolver(
      { ...valuesOf(settings), payment_percentages: '10, 20, 30, 40, 50, 100' },
      undefined,
      options,
    )
    expect(many.errors.payment_percentages?.message).toBe('settings.too_many_shares')
  })

  it('has every message of its own rules in both languages', async () => {
    for (const lng of ['en', 'es'] as const) {
      const i18n = await testI18n(lng)
      for (const key of ['url', 'time', 'sharesAscending', 'tooManyShares'])
        expect(i18n.exists(`settings.errors.${key}`), `${lng} ${key}`).toBe(true)
    }
    const es = await testI18n('es')
    expect(es.t('settings.errors.tooManyShares', { max: 5 })).toBe('Indique como máximo 5 porcentajes.')
  })
})
