// Every table, by area; drizzle-kit reads this folder.

export * from './accounts.ts'
export * from './cash.ts'
export * from './columns.ts'
export * from './feedback.ts'
export * from './hotel.ts'
export * from './inventory.ts'
export * from './payments.ts'
export * from './products.ts'
export * from './reservations.ts'
export * from './rooms.ts'
export * from './staff.ts'
