import { defaultPerPage, type PageMeta, type StaffService } from '@hotel/contract'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { fieldErrorText } from '../../lib/forms.ts'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, testI18n, text } from '../../test-support.tsx'
import { serviceKeys, serviceListDefaults } from './api.ts'
import { readShown } from './list-page.tsx'
import { type ServiceValues, serviceResolver } from './service-dialog.tsx'

const wifi: StaffService = {
  id: '1b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  code: 'wifi',
  name_en: 'Wifi',
  name_es: 'Wifi',
  is_availabled: true,
  created_by: null,
  created_by_name: null,
  rooms: 18,
  created_at: '2026-01-10T15:00:00.000Z',
}
const dryer: StaffService = {
  ...wifi,
  id: '2b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  code: 'hair_dryer',
  name_en: 'Hair dryer',
  name_es: 'Secador de pelo',
  is_availabled: false,
  created_by: owner.user.id,
  created_by_name: 'Ana Rivas',
  rooms: 0,
  created_at: '2026-03-01T15:00:00.000Z',
}
const meta = (total: number): PageMeta => ({ page: 1, per_page: defaultPerPage, total, last_page: 1 })
const params = {
  page: 1,
  per_page: defaultPerPage,
  order_by: serviceListDefaults.orderBy[0],
  order_direction: 'asc' as const,
  search: '',
}

describe('services screen', () => {
  it('reads only known filters from the address', () => {
    expect(readShown('disabled')).toBe('disabled')
    expect(readShown('maybe')).toBeUndefined()
  })

  it('lists the services with both names, the code, a shown/hidden switch and the room count', async () => {
    const queries = [[serviceKeys.list(params, undefined), { data: [dryer, wifi], meta: meta(2) }]] as const
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/services', queries })
    const content = text(html)
    expect(content).toContain('Room services')
    expect(content).toContain('Hair dryer')
    expect(content).toContain('Secador de pelo')
    expect(content).toContain('hair_dryer')
    expect(content).toContain('Ana Rivas')
    expect(content).toContain('Add a service')
    expect(html).toMatch(/role="switch" aria-checked="false" aria-label="Show Hair dryer to guests"/)
    expect(html).toMatch(/role="switch" aria-checked="true" aria-label="Show Wifi to guests"/)
    expect(html).toContain('aria-label="Rename Hair dryer"')

    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/services', queries }),
    )
    expect(es).toContain('Servicios de las habitaciones')
    expect(es).toContain('Oculto')
    expect(es).toContain('Agregar un servicio')
  })

  it('says so when no service matches the filter', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/services?shown=disabled',
      queries: [[serviceKeys.list(params, 'disabled'), { data: [], meta: meta(0) }]],
    })
    expect(text(html)).toContain('No service matches these filters')
  })

  it('is refused without services.manage', async () => {
    const html = text(await renderHtml(<AppRoutes />, { session: receptionist, path: '/services' }))
    expect(html).not.toContain('Add a service')
  })

  it("validates both names with the contract's schema, in the interface language", async () => {
    const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<ServiceValues>
    const blank = await serviceResolver({ name_en: ' ', name_es: '' }, undefined, options)
    expect(Object.keys(blank.errors).sort()).toEqual(['name_en', 'name_es'])
    const es = await testI18n('es')
    expect(fieldErrorText(es.t, blank.errors.name_es)).toBe('Este campo es obligatorio.')
    const fine = await serviceResolver({ name_en: 'Minibar', name_es: 'Minibar' }, undefined, options)
    expect(fine.errors).toEqual({})
  })
})
