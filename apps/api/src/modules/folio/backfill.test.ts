import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { lineTaxes } from '@hotel/contract'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../db/client.ts'

// The folio's migration (0025) on a database that already holds stays, extras and payments: every live stay gets its
// lines, their sum is what the movements said (no balance changes), and approved payments keep their numbers.

const iva = { code: 'IVA', rate: 15, included: true }
const intur = { code: 'INTUR', rate: 2, included: true }

let client: PGlite
let olderMigrations: string

/** The migrations folder as it was before the folio's. */
async function foldersBefore(tag: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hotel-migrations-'))
  await cp(migrationsFolder, dir, { recursive: true })
  const journalPath = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8'))
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag)
  journal.entries = journal.entries.slice(0, index)
  await writeFile(journalPath, JSON.stringify(journal))
  return dir
}

const rows = async <T>(query: string) => (await client.query<T>(query)).rows

beforeAll(async () => {
  olderMigrations = await foldersBefore('0025_folio')
  client = await PGlite.create(undefined, { extensions: { btree_gist } })
  const db = drizzle(client)
  await migrate(db, { migrationsFolder: olderMigrations })
  await client.exec(`
    insert into rooms (id, number, type, description_en, description_es) values
      ('00000000-0000-4000-8000-000000000101', 101, 'double', 'A', 'A'),
      ('00000000-0000-4000-8000-000000000102', 102, 'single', 'B', 'B');
    insert into products (id, name, category, unit_price_cents) values
      ('00000000-0000-4000-8000-00000000f001', 'Breakfast', 'food', 500);
    insert into reservations (id, reference, check_in, check_out, currency, raw_total_cents, total_cents, category,
      guest_email, guest_name, guest_identification, guest_phone, guest_country, status) values
      ('00000000-0000-4000-8000-0000000000a1', 'AAAA-0001', '2026-12-10', '2026-12-12', 'USD', 18500, 16900, 'tourism',
        'a@example.com', 'Ana', 'X1', '+50588888888', 'NI', 'reserved'),
      ('00000000-0000-4000-8000-0000000000a2', 'AAAA-0002', '2026-12-10', '2026-12-11', 'USD', 8000, 8000, 'tourism',
        'b@example.com', 'Beto', 'X2', '+50588888889', 'NI', 'canceled');
    insert into reservation_rooms (reservation_id, room_id, room_number, start_date, end_date, guest_count, tariff_cents,
      raw_tariff_cents, discount, nights, canceled) values
      ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000101', 101, '2026-12-10', '2026-12-12', 2,
        14400, 16000, 10, '[{"date":"2026-12-10","cents":8000},{"date":"2026-12-11","cents":8000}]', false),
      ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000102', 102, '2026-12-10', '2026-12-11', 1,
        2500, 2500, 0, '[{"date":"2026-12-10","cents":2500}]', false),
      ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000101', 101, '2026-12-12', '2026-12-13', 1,
        8000, 8000, 0, '[{"date":"2026-12-12","cents":8000}]', true);
    insert into movements (reservation_id, type, description, amount_cents) values
      ('00000000-0000-4000-8000-0000000000a1', 'reservation', 'Stay', 16900),
      ('00000000-0000-4000-8000-0000000000a2', 'reservation', 'Stay', 8000);
    insert into movements (reservation_id, type, description, amount_cents, product_id, room_id, quantity,
      unit_price_cents, created_at) values
      ('00000000-0000-4000-8000-0000000000a1', 'extra_charge', 'Breakfast × 2', 1000,
        '00000000-0000-4000-8000-00000000f001', '00000000-0000-4000-8000-000000000101', 2, 500,
        '2026-12-11 03:00:00+00');
    insert into payments (reservation_id, method, status, percentage_to_pay, amount_cents, currency, exchange_rate,
      charged_cents, paid_at) values
      ('00000000-0000-4000-8000-0000000000a1', 'card', 'unpaid', 50, 8950, 'USD', 1, 8950, null),
      ('00000000-0000-4000-8000-0000000000a1', 'card', 'paid', 50, 8950, 'USD', 1, 8950, now());
  `)
  await migrate(db, { migrationsFolder })
})

afterAll(async () => {
  await client.close()
  await rm(olderMigrations, { recursive: true, force: true })
})

describe('the folio migration', () => {
  it('writes a line per room per night, a discount per promoted room and a line per extra, as the movements add up', async () => {
    const lines = await rows<{ type: string; date: string; room: number; amount: string; base: string }>(`
      select l.type, to_char(l.date, 'YYYY-MM-DD') as date, r.number as room, l.amount_cents as amount,
        l.base_cents as base
      from folio_lines l left join rooms r on r.id = l.room_id
      where l.reservation_id = '00000000-0000-4000-8000-0000000000a1'
      order by l.date, l.type, r.number`) // the type in its enum's order: night, extra_charge, discount
    expect(lines.map((l) => [l.type, l.date, l.room, Number(l.amount), Number(l.base)])).toEqual([
      // 80.00 with IVA and INTUR: base 80 × 100 / 117 = 68.376 → 68.38
      ['night', '2026-12-10', 101, 8000, 6838],
      // 25.00, under INTUR's US$30: IVA alone, 25 × 100 / 115 = 21.739 → 21.74
      ['night', '2026-12-10', 102, 2500, 2174],
      // bought at 03:00 UTC on the 11th: still the 10th in Managua; 10 × 100 / 115 = 8.696 → 8.70
      ['extra_charge', '2026-12-10', 101, 1000, 870],
      // 10 % off 160.00: -16.00 × 100 / 117 = -13.675 → -13.68
      ['discount', '2026-12-10', 101, -1600, -1368],
      ['night', '2026-12-11', 101, 8000, 6838],
    ])
    const [sums] = await rows<{ folio: string; movements: string }>(`
      select (select sum(total_cents) from folio_lines where reservation_id = '00000000-0000-4000-8000-0000000000a1') as folio,
        (select sum(amount_cents) from movements where reservation_id = '00000000-0000-4000-8000-0000000000a1') as movements`)
    expect(Number(sums?.folio)).toBe(17_900)
    expect(Number(sums?.movements)).toBe(17_900)
  })

  it('splits each line by the same tax rule as the application', async () => {
    const taxes = await rows<{ amount: string; code: string; tax: string }>(`
      select l.amount_cents as amount, t.code, t.amount_cents as tax
      from folio_line_taxes t join folio_lines l on l.id = t.line_id
      where l.reservation_id = '00000000-0000-4000-8000-0000000000a1' order by l.amount_cents, t.code`)
    const byAmount = (amount: number) =>
      taxes.filter((t) => Number(t.amount) === amount).map((t) => [t.code, Number(t.tax)])
    // -16.00: base -13.68, IVA -2.052 → -2.05, INTUR the rest -0.27
    expect(byAmount(-1600)).toEqual([
      ['INTUR', -27],
      ['IVA', -205],
    ])
    expect(byAmount(8000)).toEqual([
      ['INTUR', 136],
      ['INTUR', 136],
      ['IVA', 1026],
      ['IVA', 1026],
    ])
    expect(byAmount(2500)).toEqual([['IVA', 326]])
    expect(byAmount(1000)).toEqual([['IVA', 130]])
    const distinct = (pairs: (string | number)[][]) =>
      [...new Set(pairs.map((pair) => pair.join(':')))].sort()
    for (const [amount, rates] of [
      [-1600, [iva, intur]],
      [8000, [iva, intur]],
      [2500, [iva]],
      [1000, [iva]],
    ] as const) {
      const split = lineTaxes(amount, rates)
      expect(distinct(byAmount(amount))).toEqual(distinct(split.taxes.map((t) => [t.code, t.amount])))
    }
  })

  it('gives a cancelled stay no lines, keeps approved payments numbered and numbers no declined try', async () => {
    const [cancelled] = await rows<{ count: number }>(
      `select count(*)::int as count from folio_lines where reservation_id = '00000000-0000-4000-8000-0000000000a2'`,
    )
    expect(cancelled?.count).toBe(0)
    const payments = await rows<{ status: string; receipt: string | null; invoice_number: number }>(
      'select status, receipt, invoice_number from payments order by invoice_number',
    )
    expect(payments).toEqual([
      { status: 'unpaid', receipt: null, invoice_number: 1 },
      { status: 'paid', receipt: 'F-000002', invoice_number: 2 },
    ])
    const series = await rows<{ kind: string; prefix: string; next_number: number }>(
      'select kind, prefix, next_number from document_series order by kind',
    )
    expect(series).toEqual([
      { kind: 'invoice', prefix: 'F-', next_number: 3 },
      { kind: 'credit_note', prefix: 'NC-', next_number: 1 },
      { kind: 'receipt', prefix: 'R-', next_number: 1 },
    ])
  })
})
