import { randomBytes } from 'node:crypto'
import type { serviceCodes } from '@hotel/contract'
import { addDays, defaultRolePermissions, hotelToday, staffRoles } from '@hotel/contract'
import { eq, sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import { hashPassword } from '../lib/password-hashing.ts'
import { roomImageSize, roomImageWidths } from '../lib/room-image-sizes.ts'
import type { Db } from './client.ts'
import { renderRoomArt, roomArt } from './room-art.ts'
import {
  currencyUnits,
  hotelSettings,
  pricingPeriods,
  products,
  promotionRooms,
  promotions,
  rolePermissions,
  roomBeds,
  roomCapacities,
  roomImages,
  roomServices,
  rooms,
  services,
  staffUserRoles,
  staffUsers,
  stockAdjustments,
} from './schema/index.ts'

type ServiceCode = (typeof serviceCodes)[number]
type RoomType = (typeof rooms.$inferInsert)['type']
type BedType = (typeof roomBeds.$inferInsert)['type']

const demoServices: { code: ServiceCode; en: string; es: string }[] = [
  { code: 'air_conditioning', en: 'Air conditioning', es: 'Aire acondicionado' },
  { code: 'private_bathroom', en: 'Private bathroom with shower', es: 'Baño privado con ducha' },
  { code: 'breakfast', en: 'Breakfast', es: 'Desayuno' },
  { code: 'desk', en: 'Desk', es: 'Escritorio' },
  { code: 'wifi', en: 'Wifi', es: 'Wifi' },
  { code: 'tv', en: 'TV', es: 'Televisión' },
]

/** [name, category, price in cents, stock, unit cost in cents]: the minibar and the kitchen's extras. */
const demoProducts: [string, 'food' | 'drink' | 'snack', number, number, number][] = [
  ['Bottled water', 'drink', 100, 48, 40],
  ['Toña beer', 'drink', 250, 36, 120],
  ['Soda', 'drink', 150, 30, 70],
  ['Coffee from Miraflor', 'drink', 150, 60, 35],
  ['Plantain chips', 'snack', 120, 24, 50],
  ['Ham and cheese sandwich', 'food', 450, 12, 180],
]

interface RoomPlan {
  type: RoomType
  numbers: number[]
  beds: { type: BedType; quantity: number }[]
  /** [guests, nightly tariff in cents, is_exception] */
  capacities: [number, number, boolean][]
  services: ServiceCode[]
  en: string
  es: string
}

const defaultCurrencyUnits: [string, 'bill' | 'coin', number][] = [
  ...[10, 20, 50, 100, 200, 500, 1000].map((whole) => ['NIO', 'bill', whole] as [string, 'bill', number]),
  ...[1, 5].map((whole) => ['NIO', 'coin', whole] as [string, 'coin', number]),
  ...[1, 5, 10, 20, 50, 100].map((whole) => ['USD', 'bill', whole] as [string, 'bill', number]),
]

const roomPlans: RoomPlan[] = [
  {
    type: 'single',
    numbers: [101, 102, 103, 201, 202],
    beds: [{ type: 'full', quantity: 1 }],
    capacities: [[1, 3500, false]],
    services: ['private_bathroom', 'breakfast', 'wifi', 'desk', 'tv'],
    en: 'A quiet single room with a full bed and a work desk, ideal for business travellers and volunteers.',
    es: 'Habitación sencilla y tranquila con cama matrimonial y escritorio, ideal para viajes de trabajo y voluntariado.',
  },
  {
    type: 'double',
    numbers: [104, 105, 106, 203, 204, 205],
    beds: [{ type: 'queen', quantity: 1 }],
    capacities: [
      [1, 4500, true],
      [2, 5500, false],
    ],
    services: ['air_conditioning', 'private_bathroom', 'breakfast', 'wifi', 'tv'],
    en: 'A bright double room with a queen bed and a window onto the pine-covered hills around Estelí.',
    es: 'Habitación doble y luminosa con cama queen y ventana hacia los cerros de pinos que rodean Estelí.',
  },
  {
    type: 'triple',
    numbers: [107, 108, 206, 207],
    beds: [
      { type: 'queen', quantity: 1 },
      { type: 'full', quantity: 1 },
    ],
    capacities: [
      [2, 6500, true],
      [3, 7500, false],
    ],
    services: ['air_conditioning', 'private_bathroom', 'breakfast', 'wifi', 'tv', 'desk'],
    en: 'A roomy triple room with a queen and a full bed, for friends or a small family exploring Tisey and Miraflor.',
    es: 'Amplia habitación triple con una cama queen y una matrimonial, para amigos o una familia pequeña que visita Tisey y Miraflor.',
  },
  {
    type: 'multiple',
    numbers: [109, 208, 209],
    beds: [
      { type: 'king', quantity: 1 },
      { type: 'full', quantity: 2 },
    ],
    capacities: [
      [3, 8500, true],
      [4, 9500, false],
      [5, 11000, false],
    ],
    services: ['air_conditioning', 'private_bathroom', 'breakfast', 'wifi', 'tv'],
    en: 'Our largest room, with a king bed and two full beds: made for families, medical teams and tour groups.',
    es: 'Nuestra habitación más grande, con una cama king y dos matrimoniales: pensada para familias, brigadas médicas y grupos.',
  },
]

/** Easter Sunday of `year` (anonymous Gregorian algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** High seasons of the next two years: Semana Santa (Palm Sunday to Easter) and 15 December to 5 January. */
function seasons(today: string): { startDate: string; endDate: string; extraPercent: number }[] {
  const year = Number(today.slice(0, 4))
  return [year, year + 1].flatMap((y) => {
    const easter = easterSunday(y)
    return [
      { startDate: addDays(easter, -7), endDate: easter, extraPercent: 30 },
      { startDate: `${y}-12-15`, endDate: `${y + 1}-01-05`, extraPercent: 20 },
    ]
  })
}

export interface SeedResult {
  /** Set only when the owner account was created by this run: its password is shown once. */
  owner?: { email: string; password: string }
  roomsCreated: number
}

/** Demo hotel data. Idempotent: inserts only what is missing, never overwrites staff changes. */
export async function seed(db: Db, config: Config, options: { roomArt?: boolean } = {}): Promise<SeedResult> {
  const art = new Map<string, string>()
  if (options.roomArt ?? true) {
    const uploadsDir = `${config.dataDir}/uploads`
    for (const plan of roomPlans) {
      for (const view of Object.keys(roomArt) as (keyof typeof roomArt)[]) {
        art.set(`${plan.type}:${view}`, await renderRoomArt(uploadsDir, plan.type, view))
      }
    }
  }
  const today = hotelToday()
  return db.transaction(async (tx) => {
    await tx
      .insert(hotelSettings)
      .values({
        id: 1,
        name: config.HOTEL_NAME,
        phone: config.HOTEL_PHONE,
        landline: config.HOTEL_LANDLINE,
        email: config.HOTEL_EMAIL,
        address: config.HOTEL_ADDRESS,
        city: config.HOTEL_CITY,
        country: config.HOTEL_COUNTRY,
        mapsUrl: config.HOTEL_MAPS_URL,
        facebookUrl: config.HOTEL_FACEBOOK_URL,
        instagramUrl: config.HOTEL_INSTAGRAM_URL,
        chatUrl: config.HOTEL_CHAT_URL,
        checkInTime: '15:00',
        checkOutTime: '11:00',
        breakfastIncluded: true,
        currency: 'USD',
        localCurrency: 'NIO',
        exchangeRate: config.EXCHANGE_RATE,
        changeDeadlineDays: config.HOTEL_CHANGE_DEADLINE_DAYS,
        paymentPercentages: config.PAYMENT_PERCENTAGES,
      })
      .onConflictDoNothing()

    // The roles' default grants, once (the owner role holds everything in code, so it has no rows). A database
    // from before the flag existed has its grants already, and keeps them.
    const [settings] = await tx
      .select({ given: hotelSettings.roleDefaultsGiven })
      .from(hotelSettings)
      .where(eq(hotelSettings.id, 1))
    if (!settings?.given) {
      const [granted] = await tx.select({ role: rolePermissions.role }).from(rolePermissions).limit(1)
      if (!granted)
        await tx
          .insert(rolePermissions)
          .values(
            staffRoles
              .filter((role) => role !== 'owner')
              .flatMap((role) => defaultRolePermissions[role].map((permission) => ({ role, permission }))),
          )
      await tx.update(hotelSettings).set({ roleDefaultsGiven: true }).where(eq(hotelSettings.id, 1))
    }

    await tx
      .insert(services)
      .values(demoServices.map((s) => ({ code: s.code, nameEn: s.en, nameEs: s.es })))
      .onConflictDoNothing()
    const serviceIds = new Map(
      (await tx.select({ id: services.id, code: services.code }).from(services)).map((s) => [s.code, s.id]),
    )

    let roomsCreated = 0
    for (const plan of roomPlans) {
      for (const number of plan.numbers) {
        const [room] = await tx
          .insert(rooms)
          .values({ number, type: plan.type, descriptionEn: plan.en, descriptionEs: plan.es })
          .onConflictDoNothing()
          .returning({ id: rooms.id })
        if (!room) continue
        roomsCreated++
        await tx.insert(roomBeds).values(plan.beds.map((bed) => ({ roomId: room.id, ...bed })))
        await tx.insert(roomCapacities).values(
          plan.capacities.map(([capacity, tariffCents, isException]) => ({
            roomId: room.id,
            capacity,
            tariffCents,
            isException,
          })),
        )
        const serviceRows = plan.services.flatMap((code) => {
          const serviceId = serviceIds.get(code)
          return serviceId ? [{ roomId: room.id, serviceId }] : []
        })
        await tx.insert(roomServices).values(serviceRows)
        const images = (Object.keys(roomArt) as (keyof typeof roomArt)[]).flatMap((view, position) => {
          const basePath = art.get(`${plan.type}:${view}`)
          return basePath
            ? [
                {
                  roomId: room.id,
                  position,
                  basePath,
                  widths: [...roomImageWidths],
                  ...roomImageSize,
                  altEn: `Room ${number}: ${roomArt[view].en}`,
                  altEs: `Habitación ${number}: ${roomArt[view].es}`,
                },
              ]
            : []
        })
        if (images.length) await tx.insert(roomImages).values(images)
        const base = Math.max(...plan.capacities.map(([, tariff]) => tariff))
        await tx.insert(pricingPeriods).values(
          seasons(today).map((season) => ({
            roomId: room.id,
            startDate: season.startDate,
            endDate: season.endDate,
            rawTariffCents: base + Math.round((base * season.extraPercent) / 100),
          })),
        )
      }
    }

    const demoPromotions = [
      { name: 'Temporada verde', code: 'VERDE15', discount: 15, days: 180, types: ['double', 'triple'] },
      { name: 'Estancia larga', code: 'LARGA10', discount: 10, days: 365, types: ['single', 'multiple'] },
    ]
    for (const promo of demoPromotions) {
      const [created] = await tx
        .insert(promotions)
        .values({
          name: promo.name,
          promotionalCode: promo.code,
          discount: promo.discount,
          startAt: today,
          expiredAt: addDays(today, promo.days),
        })
        .onConflictDoNothing()
        .returning({ id: promotions.id })
      if (!created) continue
      const roomIds = await tx.select({ id: rooms.id, type: rooms.type }).from(rooms)
      await tx
        .insert(promotionRooms)
        .values(
          roomIds
            .filter((r) => promo.types.includes(r.type))
            .map((r) => ({ promotionId: created.id, roomId: r.id })),
        )
    }

    // Demo products for the extras, only into an empty catalogue (staff own it afterwards).
    const [anyProduct] = await tx.select({ id: products.id }).from(products).limit(1)
    if (!anyProduct) {
      const created = await tx
        .insert(products)
        .values(
          demoProducts.map(([name, category, unitPriceCents, stock, unitCostCents]) => ({
            name,
            category,
            stock,
            unitPriceCents,
            totalCostCents: stock * unitCostCents,
          })),
        )
        .returning({ id: products.id, stock: products.stock })
      await tx.insert(stockAdjustments).values(
        created.map((p) => ({
          productId: p.id,
          reason: 'restock' as const,
          delta: p.stock,
          stockAfter: p.stock,
        })),
      )
    }

    // The drawer's bills and coins, only into an empty table (staff own them afterwards); values in minor units.
    const [anyUnit] = await tx.select({ id: currencyUnits.id }).from(currencyUnits).limit(1)
    if (!anyUnit)
      await tx.insert(currencyUnits).values(
        defaultCurrencyUnits.map(([currencyCode, type, whole]) => ({
          description: `${currencyCode} ${whole} ${type === 'bill' ? 'bill' : 'coin'}`,
          currencyCode,
          type,
          valueCents: whole * 100,
        })),
      )

    const email = config.SEED_OWNER_EMAIL.toLowerCase()
    const [existing] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email))
      .limit(1)
    if (existing) return { roomsCreated }
    const password = config.SEED_OWNER_PASSWORD ?? randomBytes(12).toString('base64url')
    const [owner] = await tx
      .insert(staffUsers)
      .values({ name: 'Demo', lastName: 'Owner', email, passwordHash: await hashPassword(password) })
      .returning({ id: staffUsers.id })
    if (!owner) throw new Error('owner not inserted')
    await tx.insert(staffUserRoles).values({ userId: owner.id, role: 'owner' })
    return { roomsCreated, owner: { email, password } }
  })
}
