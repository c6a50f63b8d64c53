import { readFile } from 'node:fs/promises'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, products, rolePermissions, stockAdjustments } from '../../db/schema/index.ts'
import {
  createTestContext,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  type TestContext,
} from '../../test/harness.ts'

let ctx: TestContext
let asOwner: StaffClient
let desk: StaffClient
let asHousekeeper: StaffClient
let asAccountant: StaffClient
let ownerId: string

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  const owner = await signInOwner(ctx)
  ownerId = owner.body.user.id
  asOwner = staffClient(ctx, owner)
  desk = staffClient(ctx, await signInNewStaff(ctx, { roles: ['receptionist'] }))
  const housekeeper = await signInNewStaff(ctx, {
    roles: ['housekeeper'],
    // A housekeeper who also counts the minibar stock: the role alone shows the floor's screen only.
    permissions: ['inventory.view', 'inventory.count'],
    name: 'Hilda',
  })
  asHousekeeper = staffClient(ctx, housekeeper)
  asAccountant = staffClient(ctx, await signInNewStaff(ctx, { roles: ['accountant'] }))
})
afterAll(() => ctx?.close())

const create = (body: Record<string, unknown>, lang = 'en', who = asOwner) =>
  who('/products', { method: 'POST', body, lang })
const adjust = (id: string, body: Record<string, unknown>, lang = 'en', who = asOwner) =>
  who(`/products/${id}/adjustments`, { method: 'POST', body, lang })
const missing = '00000000-0000-4000-8000-000000000000'

describe('products', () => {
  it('seeds the demo products once, with their first restock as history', async () => {
    const res = await asOwner('/products?per_page=50')
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(6)
    const water = res.body.data.find((p: { name: string }) => p.name === 'Bottled water')
    expect(water).toMatchObject({
      category: 'drink',
      stock: 48,
      unit_price: 100,
      total_cost: 1920,
      status: 'available',
    })
    const history = await asOwner(`/products/${water.id}/adjustments`)
    expect(history.body.data).toMatchObject([{ reason: 'restock', delta: 48, stock_after: 48 }])
  })

  it('adds a product with its stock and cost, starting its history with a restock', async () => {
    const res = await create({
      name: 'Mango juice',
      category: 'drink',
      unit_price: 200,
      stock: 20,
      total_cost: 1600,
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('The product “Mango juice” has been added.')
    expect(res.body.data).toMatchObject({
      name: 'Mango juice',
      category: 'drink',
      stock: 20,
      unit_price: 200,
      total_cost: 1600,
      status: 'available',
    })
    const history = await ctx.database.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.productId, res.body.data.id))
    expect(history).toMatchObject([{ reason: 'restock', delta: 20, stockAfter: 20, staffUserId: ownerId }])
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, res.body.data.id)))
    expect(entry).toMatchObject({ action: 'products.create', staffUserId: ownerId })
    const es = await create({ name: 'Gallo pinto', category: 'food', unit_price: 350 }, 'es')
    expect(es.status).toBe(201)
    expect(es.body.message).toBe('Se agregó el producto «Gallo pinto».')
    expect(es.body.data).toMatchObject({ stock: 0, total_cost: 0, status: 'out_of_stock' })
    const none = await ctx.database.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.productId, es.body.data.id))
    expect(none).toHaveLength(0)
  })

  it.each([
    ['en', 'mango JUICE', 'A product with this name already exists.'],
    ['es', ' Mango Juice ', 'Ya existe un producto con este nombre.'],
  ])('refuses a duplicate name, letter case ignored (%s)', async (lang, name, message) => {
    const res = await create({ name, category: 'drink', unit_price: 100 }, lang)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'product_name_taken', message, errors: { name: [message] } })
  })

  it.each([
    ['en', { stock: 5 }, 'total_cost', 'Give the stock and its total cost together.'],
    ['es', { stock: 5 }, 'total_cost', 'Indique las existencias y su costo total juntos.'],
    ['en', { total_cost: 500 }, 'stock', 'Give the stock and its total cost together.'],
    ['en', { stock: -1, total_cost: 0 }, 'stock', 'This field must be at least 0.'],
    ['es', { stock: 1.5, total_cost: 0 }, 'stock', 'Este campo debe ser un número entero.'],
    ['en', { stock: '3', total_cost: 0 }, 'stock', 'This field must be a number.'],
    ['en', { unit_price: 2.5 }, 'unit_price', 'Give the amount in cents, as a whole number (250 is 2.50).'],
    [
      'es',
      { unit_price: 2.5 },
      'unit_price',
      'Indique el monto en centavos, como número entero (250 es 2.50).',
    ],
    ['en', { unit_price: -1 }, 'unit_price', 'This field must be at least 0.'],
    ['en', { stock: 1, total_cost: -5 }, 'total_cost', 'This field must be at least 0.'],
    ['en', { status: 'available' }, 'status', 'This field is not allowed.'],
    ['es', { name: '  ' }, 'name', 'Este campo es obligatorio.'],
    ['en', { category: 'wine' }, 'category', 'The selected value is not valid.'],
  ])('validates a new product (%s, %j)', async (lang, change, field, message) => {
    const res = await create({ name: 'Cacao', category: 'drink', unit_price: 150, ...change }, lang)
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([message])
  })

  it('edits name, category, price and cost, but never the stock', async () => {
    const created = await create({
      name: 'Tostones',
      category: 'food',
      unit_price: 300,
      stock: 4,
      total_cost: 400,
    })
    const id = created.body.data.id
    const res = await asOwner(`/products/${id}`, {
      method: 'PATCH',
      body: { name: 'Tostones con queso', category: 'snack', unit_price: 325, total_cost: 420 },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('The product “Tostones con queso” has been saved.')
    expect(res.body.data).toMatchObject({ category: 'snack', unit_price: 325, total_cost: 420, stock: 4 })
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'product'),
          eq(auditLog.entityId, id),
          eq(auditLog.action, 'products.update'),
        ),
      )
    expect(entries[0]).toMatchObject({
      before: { name: 'Tostones', unit_price: 300 },
      after: { unit_price: 325 },
    })
    for (const [lang, message] of [
      [
        'en',
        'The stock changes only through a stock adjustment (restock, waste or count), so that its history stays right.',
      ],
      [
        'es',
        'Las existencias solo cambian con un ajuste (reposición, merma o conteo), para que su historial sea correcto.',
      ],
    ] as const) {
      const stock = await asOwner(`/products/${id}`, { method: 'PATCH', body: { stock: 10 }, lang })
      expect(stock.status).toBe(422)
      expect(stock.body.errors.stock).toEqual([message])
    }
    const status = await asOwner(`/products/${id}`, { method: 'PATCH', body: { status: 'out_of_stock' } })
    expect(status.status).toBe(422)
    expect(status.body.errors.status).toEqual(['This field is not allowed.'])
    const taken = await asOwner(`/products/${id}`, {
      method: 'PATCH',
      body: { name: 'TOÑA beer' },
      lang: 'es',
    })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual({ name: ['Ya existe un producto con este nombre.'] })
    const same = await asOwner(`/products/${id}`, { method: 'PATCH', body: { name: 'tostones con queso' } })
    expect(same.status).toBe(200)
    expect(same.body.data.name).toBe('tostones con queso')
  })

  it.each([
    ['en', 'Product not found.'],
    ['es', 'Producto no encontrado.'],
  ])('answers 404 for an unknown product (%s)', async (lang, message) => {
    for (const res of [
      await asOwner(`/products/${missing}`, { lang }),
      await asOwner(`/products/${missing}`, { method: 'PATCH', body: { unit_price: 1 }, lang }),
      await asOwner(`/products/${missing}/adjustments`, { lang }),
      await adjust(missing, { reason: 'restock', quantity: 1 }, lang),
    ]) {
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ code: 'product_not_found', message })
    }
  })

  it('lists with search, category, status and order', async () => {
    const search = await asOwner('/products?search=beer')
    expect(search.body.data.map((p: { name: string }) => p.name)).toEqual(['Toña beer'])
    const snacks = await asOwner('/products?category=snack&order_by=name')
    expect(snacks.body.data.every((p: { category: string }) => p.category === 'snack')).toBe(true)
    const out = await asOwner('/products?status=out_of_stock')
    expect(out.body.data.map((p: { name: string }) => p.name)).toEqual(['Gallo pinto'])
    const available = await asOwner('/products?status=available&per_page=50')
    expect(available.body.data.every((p: { stock: number }) => p.stock > 0)).toBe(true)
    const byStock = await asOwner('/products?order_by=stock&order_direction=desc&per_page=2')
    expect(byStock.body.data[0].name).toBe('Coffee from Miraflor')
    expect(byStock.body.meta).toMatchObject({ per_page: 2, page: 1 })
    const bad = await asOwner('/products?status=sold&category=wine', { lang: 'es' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.status).toEqual(['El valor seleccionado no es válido.'])
  })

  it('restocks, writes off waste (never below zero) and counts, each in the history with who did it', async () => {
    const created = await create({
      name: 'Rosquillas',
      category: 'snack',
      unit_price: 100,
      stock: 5,
      total_cost: 250,
    })
    const id = created.body.data.id
    const restock = await adjust(
      id,
      { reason: 'restock', quantity: 10, note: 'Delivery from Somoto' },
      'en',
      asHousekeeper,
    )
    expect(restock.status).toBe(201)
    expect(restock.body.message).toBe('10 added to “Rosquillas”: 15 in stock.')
    expect(restock.body.data.product).toMatchObject({ stock: 15, status: 'available' })
    expect(restock.body.data.adjustment).toMatchObject({
      reason: 'restock',
      delta: 10,
      stock_after: 15,
      staff_name: 'Hilda Desk',
    })
    const waste = await adjust(id, { reason: 'waste', quantity: 3 }, 'es')
    expect(waste.status).toBe(201)
    expect(waste.body.message).toBe('Se dieron de baja 3 de «Rosquillas» como merma: 12 en existencia.')
    for (const [lang, message] of [
      ['en', 'Only 12 of “Rosquillas” in stock: 13 cannot be written off.'],
      ['es', 'Solo hay 12 de «Rosquillas» en existencia: no se pueden dar de baja 13.'],
    ] as const) {
      const tooMuch = await adjust(id, { reason: 'waste', quantity: 13 }, lang)
      expect(tooMuch.status).toBe(409)
      expect(tooMuch.body).toMatchObject({ code: 'stock_insufficient', message })
    }
    const count = await adjust(id, { reason: 'count', counted: 7, note: 'Monthly count' })
    expect(count.status).toBe(201)
    expect(count.body.message).toBe('“Rosquillas” counted: 7 in stock.')
    expect(count.body.data.adjustment).toMatchObject({
      reason: 'count',
      delta: -5,
      stock_after: 7,
      note: 'Monthly count',
    })
    const zero = await adjust(id, { reason: 'count', counted: 0 }, 'es')
    expect(zero.body.message).toBe('«Rosquillas» contado: 0 en existencia.')
    expect(zero.body.data.product.status).toBe('out_of_stock')
    const history = await asOwner(`/products/${id}/adjustments`)
    expect(history.status).toBe(200)
    expect(history.body.meta.total).toBe(5)
    expect(
      history.body.data.map((a: { reason: string; stock_after: number }) => [a.reason, a.stock_after]),
    ).toEqual([
      ['count', 0],
      ['count', 7],
      ['waste', 12],
      ['restock', 15],
      ['restock', 5],
    ])
    expect(history.body.data[3].staff_name).toBe('Hilda Desk')
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'products.adjust_stock')))
      .limit(1)
    expect(audit).toBeTruthy()
  })

  it.each([
    ['en', { reason: 'extra', quantity: 1 }, 'reason', 'The selected value is not valid.'],
    ['en', { reason: 'restock', quantity: 0 }, 'quantity', 'This field must be at least 1.'],
    ['es', { reason: 'waste', quantity: 2.5 }, 'quantity', 'Este campo debe ser un número entero.'],
    ['en', { reason: 'count', counted: -1 }, 'counted', 'This field must be at least 0.'],
    ['en', { reason: 'count', quantity: 3 }, 'counted', 'This field is required.'],
    [
      'en',
      { reason: 'restock', quantity: 1, note: 'x'.repeat(301) },
      'note',
      'This field must have at most 300 characters.',
    ],
  ])('validates an adjustment (%s, %j)', async (lang, body, field, message) => {
    const [water] = await ctx.database.db.select().from(products).where(eq(products.name, 'Bottled water'))
    const res = await adjust(water?.id ?? missing, body, lang)
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([message])
  })

  it('keeps the stock at zero or above when waste is written off concurrently', async () => {
    const created = await create({
      name: 'Cajeta',
      category: 'snack',
      unit_price: 80,
      stock: 5,
      total_cost: 200,
    })
    const id = created.body.data.id
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => adjust(id, { reason: 'waste', quantity: 1 }, 'en', asHousekeeper)),
    )
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3)
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id))
    expect(row?.stock).toBe(0)
  })

  it('lets each role do what its permissions allow', async () => {
    const [water] = await ctx.database.db.select().from(products).where(eq(products.name, 'Bottled water'))
    const id = water?.id ?? missing
    for (const who of [desk, asHousekeeper, asAccountant]) {
      expect((await who('/products')).status).toBe(200)
      expect((await who(`/products/${id}/adjustments`)).status).toBe(200)
    }
    const body = { name: 'Chicha', category: 'drink', unit_price: 120 }
    expect((await create(body, 'en', desk)).status).toBe(403)
    const refused = await create(body, 'es', asHousekeeper)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('forbidden')
    expect(
      (await asHousekeeper(`/products/${id}`, { method: 'PATCH', body: { unit_price: 1 } })).status,
    ).toBe(403)
    expect((await adjust(id, { reason: 'restock', quantity: 1 }, 'en', desk)).status).toBe(403)
    expect((await adjust(id, { reason: 'restock', quantity: 1 }, 'en', asHousekeeper)).status).toBe(201)
    expect((await create(body, 'en', asAccountant)).status).toBe(201)
  })

  it('grants inventory.view to the default roles, and migration 0015 gave it (as products.view) to a database granted before it', async () => {
    const holders = async (permission: string) =>
      (
        await ctx.database.db
          .select({ role: rolePermissions.role })
          .from(rolePermissions)
          .where(eq(rolePermissions.permission, permission))
      )
        .map((row) => row.role)
        .sort()
    expect(await holders('inventory.view')).toEqual(['accountant', 'manager', 'receptionist'])
    expect(await holders('products.view')).toEqual([])
    // 0015 wrote the permission's first name; 0024 renames it (permission-names.test.ts).
    const migration = await readFile(
      new URL('../../../drizzle/0015_products_view.sql', import.meta.url),
      'utf8',
    )
    await ctx.database.db.execute(sql.raw(migration))
    expect(await holders('products.view')).toEqual(['accountant', 'manager', 'receptionist'])
    // Run again: nothing more, nothing fails.
    await ctx.database.db.execute(sql.raw(migration))
    expect(await holders('products.view')).toHaveLength(3)
  })
})
