import {
  defaultPerPage,
  type PageMeta,
  type Product,
  type StaffSession,
  type StockAdjustment,
} from '@hotel/contract'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { fieldErrorText } from '../../lib/forms.ts'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, testI18n, text } from '../../test-support.tsx'
import { type AdjustValues, adjustmentPayload, adjustResolver } from './adjust-dialog.tsx'
import { productKeys } from './api.ts'
import { readCategory, readStatus } from './list-page.tsx'
import { type ProductValues, productCreateResolver, productErrorText, productPayload } from './parts.ts'

const beer: Product = {
  id: '3c1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Toña beer',
  category: 'drink',
  stock: 3,
  unit_price: 250,
  total_cost: 360,
  status: 'available',
  created_at: '2026-01-10T15:00:00.000Z',
  updated_at: '2026-01-10T15:00:00.000Z',
}
const chips: Product = {
  ...beer,
  id: '4c1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Plantain chips',
  category: 'snack',
  stock: 0,
  unit_price: 120,
  total_cost: 0,
  status: 'out_of_stock',
}
const housekeeper: StaffSession = {
  user: { ...owner.user, name: 'Hilda', roles: ['housekeeper'] },
  permissions: ['rooms.view', 'housekeeping.update', 'inventory.view', 'inventory.count'],
  csrf_token: 'csrf-3',
}
const desk: StaffSession = { ...receptionist, permissions: [...receptionist.permissions, 'inventory.view'] }
const meta = (total: number): PageMeta => ({ page: 1, per_page: defaultPerPage, total, last_page: 1 })
const firstPage = { page: 1, per_page: defaultPerPage, order_by: 'name', order_direction: 'asc' } as const
const list = (filters = {}) => productKeys.list({ ...firstPage, ...filters })

describe('products screen', () => {
  it('reads only known filters from the address', () => {
    expect(readCategory('drink')).toBe('drink')
    expect(readCategory('wine')).toBeUndefined()
    expect(readStatus('out_of_stock')).toBe('out_of_stock')
    expect(readStatus('sold')).toBeUndefined()
  })

  it('lists the products with stock, price as money and status, and the add button for inventory.manage', async () => {
    const queries = [[list(), { data: [chips, beer], meta: meta(2) }]] as const
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/products', queries })
    const content = text(html)
    expect(content).toContain('Products')
    expect(content).toContain('Toña beer')
    expect(content).toContain('3 units')
    expect(content).toContain('$2.50')
    expect(content).toContain('Out of stock')
    expect(content).toContain('Available')
    expect(content).toContain('Add a product')
    expect(html).toContain('aria-label="Edit Toña beer"')
    expect(html).toContain('href="/products/3c1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"')

    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/products', queries }),
    )
    expect(es).toContain('Productos')
    expect(es).toContain('Agotado')
    expect(es).toContain('Bebida')
    expect(es).toContain('3 unidades')
    expect(es).toContain('Agregar un producto')
  })

  it('keeps the filters in the address, and shows the list without add or edit to the front desk', async () => {
    const queries = [
      [list({ category: 'snack', status: 'out_of_stock' }), { data: [chips], meta: meta(1) }],
    ] as const
    const html = await renderHtml(<AppRoutes />, {
      session: desk,
      path: '/products?category=snack&status=out_of_stock',
      queries,
    })
    const content = text(html)
    expect(content).toContain('Plantain chips')
    expect(content).not.toContain('Toña beer')
    expect(content).not.toContain('Add a product')
    expect(html).not.toContain('aria-label="Edit')
    const empty = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/products?status=available',
      queries: [[list({ status: 'available' }), { data: [], meta: meta(0) }]],
    })
    expect(text(empty)).toContain('No product matches these filters')
  })

  it('is refused without inventory.view', async () => {
    const html = text(await renderHtml(<AppRoutes />, { session: receptionist, path: '/products' }))
    expect(html).not.toContain('Add a product')
    expect(html).not.toContain('Search by name')
  })

  it("shows a product's stock history, and Adjust stock to a housekeeper but not Edit", async () => {
    const history: StockAdjustment[] = [
      {
        id: '5c1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        product_id: beer.id,
        reason: 'extra',
        delta: -2,
        stock_after: 3,
        note: 'K7QM4TXR',
        movement_id: null,
        staff_user_id: owner.user.id,
        staff_name: 'Luis Pérez',
        created_at: '2026-01-11T15:00:00.000Z',
      },
      {
        id: '6c1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        product_id: beer.id,
        reason: 'restock',
        delta: 5,
        stock_after: 5,
        note: null,
        movement_id: null,
        staff_user_id: owner.user.id,
        staff_name: 'Ana Rivas',
        created_at: '2026-01-10T15:00:00.000Z',
      },
    ]
    const queries = [
      [productKeys.one(beer.id), beer],
      [productKeys.history(beer.id, 1), { data: history, meta: meta(2) }],
    ] as const
    const path = `/products/${beer.id}`
    const html = await renderHtml(<AppRoutes />, { session: housekeeper, path, queries })
    const content = text(html)
    expect(content).toContain('Stock history')
    expect(content).toContain('Sold as an extra')
    expect(content).toContain('-2')
    expect(content).toContain('+5')
    expect(content).toContain('Luis Pérez')
    expect(content).toContain('Adjust stock')
    expect(content).not.toContain('Edit')
    const es = text(await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path, queries }))
    expect(es).toContain('Historial de existencias')
    expect(es).toContain('Reposición')
    expect(es).toContain('Ajustar existencias')
    expect(es).toContain('Editar')
    const front = text(await renderHtml(<AppRoutes />, { session: desk, path, queries }))
    expect(front).not.toContain('Adjust stock')
  })

  it("sends money in cents and checks the form with the contract's schema, in both languages", async () => {
    const values: ProductValues = {
      name: 'Cacao',
      category: 'drink',
      unit_price: '2.5',
      stock: '12',
      total_cost: '9',
    }
    expect(productPayload(values, false)).toEqual({
      name: 'Cacao',
      category: 'drink',
      unit_price: 250,
      total_cost: 900,
      stock: 12,
    })
    expect(productPayload(values, true)).not.toHaveProperty('stock')
    const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<ProductValues>
    const bad = await productCreateResolver(
      { name: ' ', category: '', unit_price: '2.505', stock: '1.5', total_cost: '-1' },
      undefined,
      options,
    )
    expect(Object.keys(bad.errors).sort()).toEqual(['category', 'name', 'stock', 'total_cost', 'unit_price'])
    const en = await testI18n('en')
    const es = await testI18n('es')
    expect(productErrorText(en.t, 'unit_price', bad.errors.unit_price)).toBe('Enter an amount like 2.50.')
    expect(productErrorText(es.t, 'unit_price', bad.errors.unit_price)).toBe('Escriba un monto como 2.50.')
    expect(productErrorText(es.t, 'name', bad.errors.name)).toBe('Este campo es obligatorio.')
    const fine = await productCreateResolver(values, undefined, options)
    expect(fine.errors).toEqual({})
  })

  it('turns an adjustment into the body the API takes, and checks its units', async () => {
    expect(adjustmentPayload({ reason: 'count', units: '7', note: ' shelf ' })).toEqual({
      reason: 'count',
      counted: 7,
      note: 'shelf',
    })
    expect(adjustmentPayload({ reason: 'waste', units: '2', note: '' })).toEqual({
      reason: 'waste',
      quantity: 2,
      note: undefined,
    })
    const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<AdjustValues>
    const zero = await adjustResolver({ reason: 'restock', units: '0', note: '' }, undefined, options)
    const en = await testI18n('en')
    expect(fieldErrorText(en.t, zero.errors.units, { min: 1 })).toBe('This must be at least 1.')
    const count = await adjustResolver({ reason: 'count', units: '0', note: '' }, undefined, options)
    expect(count.errors).toEqual({})
  })
})
