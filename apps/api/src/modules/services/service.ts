import type { Locale, PagingQuery, Service } from '@hotel/contract'
import { count } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { services } from '../../db/schema/index.ts'
import { pageOf, pageOrder, pageWindow } from '../../http/paging.ts'

export async function listServices(db: Db, locale: Locale, query: PagingQuery<'name' | 'created_at'>) {
  const name = locale === 'es' ? services.nameEs : services.nameEn
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(services)
      .orderBy(...pageOrder(query, { name, created_at: services.createdAt }, services.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(services),
  ])
  const data: Service[] = rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: locale === 'es' ? row.nameEs : row.nameEn,
    is_availabled: row.isAvailabled,
    created_by: row.createdBy,
  }))
  return pageOf(data, total?.value ?? 0, query)
}
