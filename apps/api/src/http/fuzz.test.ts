import { createHmac } from 'node:crypto'
import http from 'node:http'
import { PassThrough } from 'node:stream'
import { addDays, hotelToday, registerSchema, roomImageFields } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Sandbox } from '../../../pay-sandbox/src/server.ts'
import { clients } from '../db/schema/index.ts'
import { completedStay } from '../modules/reviews/stays.ts'
import { bookStay, memoryMailer, registerNewGuest, signInOwner, type TestContext } from '../test/harness.ts'
import { createTestContextWithSandbox } from '../test/payment-sandbox.ts'

/**
 * Fuzzes every operation of the OpenAPI document (and the multipart forms and the webhook, whose bodies it
 * does not describe) with bad requests generated from the operation's own schema: wrong types, missing and
 * extra fields, prototype keys, NUL characters, edge numbers and dates, long strings, arrays for objects, deep
 * nesting, bad path parameters, bad queries, bad content types and truncated multipart bodies. Every answer
 * must be below 500, and every 4xx must be the error model `{ message, code, errors? }`.
 *
 * Reproduce a run with FUZZ_SEED=<seed>; FUZZ_ONLY='<METHOD> <path>' limits it to one operation (each
 * operation draws from its own generator, so its requests are the same with or without the others).
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_260_412)
if (!Number.isSafeInteger(seed))
  throw new Error(`FUZZ_SEED must be a whole number, not ${process.env.FUZZ_SEED}`)
const only = process.env.FUZZ_ONLY
const requestsPerOperation = 120
const inFlight = 8
const webhookSecret = 'fuzz-webhook-secret'

// biome-ignore lint/suspicious/noExplicitAny: JSON values of any shape
type Json = any
type Role = 'guest' | 'staff' | 'anonymous' | 'bogus'

interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  format?: string
  $ref?: string
}

interface Param {
  name: string
  schema: Schema
}

interface Operation {
  key: string
  method: string
  path: string
  pathParams: Param[]
  query: Param[]
  body: Schema | null
  multipart: { fields: Schema; fileField: string } | null
  webhook: boolean
  secured: boolean
}

interface FuzzRequest {
  op: string
  method: string
  path: string
  role: Role
  headers: Record<string, string>
  body?: Buffer
  note: string
}

interface Answer {
  status: number
  contentType: string
  text: string
  error?: string
  localPort?: number
}

// ---------------------------------------------------------------------------------------------------------
// A seeded generator: every operation gets its own stream, derived from the seed and the operation's name.

class Random {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  int(n: number): number {
    return Math.floor(this.next() * n)
  }
  between(min: number, max: number): number {
    return min + this.int(max - min + 1)
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(list: readonly T[]): T {
    const value = list[this.int(list.length)]
    if (value === undefined && list.length === 0) throw new Error('pick from an empty list')
    return value as T
  }
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(16).toString(16))
    hex[12] = '4'
    hex[16] = '89ab'[this.int(4)] ?? '8'
    const s = hex.join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
  }
}

function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

// ---------------------------------------------------------------------------------------------------------
// JSON trees with own properties named `__proto__`, `constructor`... (plain assignment would not make them).

function setKey(target: Record<string, Json>, key: string, value: Json) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

function clone(value: Json): Json {
  if (Array.isArray(value)) return value.map(clone)
  if (value && typeof value === 'object') {
    const copy: Record<string, Json> = {}
    for (const key of Object.keys(value)) setKey(copy, key, clone(value[key]))
    return copy
  }
  return value
}

type Path = (string | number)[]

/** Every node of a tree with its path; the root is []. */
function nodes(value: Json, path: Path = [], out: { path: Path; value: Json }[] = []) {
  out.push({ path, value })
  if (out.length > 400) return out
  if (Array.isArray(value)) value.forEach((item, i) => void nodes(item, [...path, i], out))
  else if (value && typeof value === 'object')
    for (const key of Object.keys(value)) nodes(value[key], [...path, key], out)
  return out
}

function replaceAt(root: Json, path: Path, replacement: Json): Json {
  if (path.length === 0) return replacement
  const copy = clone(root)
  let parent = copy
  for (const step of path.slice(0, -1)) parent = parent[step]
  const last = path.at(-1) as string | number
  if (Array.isArray(parent)) parent[last as number] = replacement
  else setKey(parent, String(last), replacement)
  return copy
}

function removeAt(root: Json, path: Path): Json {
  const copy = clone(root)
  let parent = copy
  for (const step of path.slice(0, -1)) parent = parent[step]
  const last = path.at(-1) as string | number
  if (Array.isArray(parent)) parent.splice(last as number, 1)
  else delete parent[last]
  return copy
}

function mapStrings(value: Json, change: (s: string) => string): Json {
  if (typeof value === 'string') return change(value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change))
  if (value && typeof value === 'object') {
    const copy: Record<string, Json> = {}
    for (const key of Object.keys(value)) setKey(copy, key, mapStrings(value[key], change))
    return copy
  }
  return value
}

const pathName = (path: Path) => (path.length ? path.join('.') : '(root)')

// ---------------------------------------------------------------------------------------------------------
// Bad values.

const protoKeys = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'prototype',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'propertyIsEnumerable',
  'toLocaleString',
] as const
const extraKeys = [
  'extra_field',
  'id',
  'role',
  'is_admin',
  'status',
  'price',
  'total',
  'client_id',
  '',
] as const
const edgeNumbers: Json[] = [
  1e308,
  -1e308,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 31,
  2 ** 31 - 1,
  2 ** 63,
  -1,
  0,
  -0,
  1.5,
  0.1,
  1e-308,
  Number.MAX_SAFE_INTEGER,
  987_654,
]
const edgeStrings: Json[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '9999-12-31',
  '0000-00-00',
  '2026-02-30',
  '2060-01-01',
  '2135-12-31',
  '1900-01-01',
  '0001-01-01',
  '-1',
  '1.5',
  '0x1f',
  '99999999999999999999999999',
  '',
  ' ',
  '   \t\n',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '24:60',
  '00000000-0000-0000-0000-000000000000',
]
const oddStrings: Json[] = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  '\u0001\u0002\u001f',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFF',
  '\u202Eevil',
  '😀'.repeat(20),
  'ñandú',
  "'; drop table reservations; --",
  '<script>alert(1)</script>',
  '=cmd|calc',
  '../../etc/passwd',
  '%00',
  '$' + '{process.exit()}',
]

function deepNest(depth: number, array: boolean): Json {
  let value: Json = 'x'
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value }
  return value
}

function protoObject(rng: Random, inner: Json): Json {
  const value: Record<string, Json> = {}
  const count = rng.between(1, 4)
  for (let i = 0; i < count; i++) setKey(value, rng.pick(protoKeys), rng.pick([inner, {}, [], 'x', 1, null]))
  return value
}

function longString(rng: Random): string {
  const length = rng.pick([10_000, 20_000, 50_000, 100_000])
  const unit = rng.pick(['a', 'ñ', '😀', ' ', '\u0000', '9', 'a\u0000'])
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length)
}

function withNul(value: string, rng: Random): string {
  const at = rng.int(value.length + 1)
  return `${value.slice(0, at)}\u0000${value.slice(at)}`
}

/** A bad value for a slot that holds `original`. */
function badValue(rng: Random, original: Json): { value: Json; note: string } {
  switch (rng.int(10)) {
    case 0: {
      const value = rng.pick<Json>([
        123,
        -1,
        true,
        false,
        null,
        'text',
        [],
        {},
        [original],
        { value: original },
      ])
      return { value, note: `wrong type ${JSON.stringify(value)?.slice(0, 40)}` }
    }
    case 1:
      return typeof original === 'string'
        ? { value: withNul(original, rng), note: 'NUL inside the string' }
        : { value: rng.pick(oddStrings), note: 'odd string' }
    case 2: {
      const value = rng.pick(edgeNumbers)
      return { value, note: `edge number ${value}` }
    }
    case 3: {
      const value = rng.pick(edgeStrings)
      return { value, note: `edge string ${JSON.stringify(value)}` }
    }
    case 4: {
      const value = longString(rng)
      return { value, note: `long string (${value.length} chars)` }
    }
    case 5: {
      const value = rng.pick<Json>([[], [{}], [original], Array(50).fill(original), [[[]]]])
      return { value, note: 'array instead' }
    }
    case 6: {
      const depth = rng.pick([20, 200, 1_000])
      return { value: deepNest(depth, rng.chance(0.3)), note: `nested ${depth} deep` }
    }
    case 7:
      return { value: protoObject(rng, original), note: 'object with prototype keys' }
    case 8: {
      const value = rng.pick(oddStrings)
      return { value, note: `odd string ${JSON.stringify(value).slice(0, 30)}` }
    }
    default: {
      const value = rng.pick<Json>([null, {}, '', 0, false])
      return { value, note: `empty ${JSON.stringify(value)}` }
    }
  }
}

/** The seeded room numbers, dearest first (known once the server is up). */
let roomNumbers: number[] = [101]

/** Stays far off, long, empty or past; the longest is about 110 years, so that a search still ends soon. */
const oddStays = (): [string, string][] => [
  ['2060-01-01', '2135-12-31'],
  ['2030-01-01', '2135-12-31'],
  [inDays(1), '2135-12-31'],
  ['9999-12-30', '9999-12-31'],
  ['0000-00-00', '0000-00-01'],
  [inDays(-400), inDays(-398)],
  [inDays(5), inDays(5)],
  [inDays(9), inDays(5)],
  [inDays(600), inDays(602)],
  [inDays(10), inDays(100)],
  [inDays(3), inDays(3 + 365 * 5)],
]

function withStay(
  body: Json,
  [checkIn, checkOut]: [string, string],
  tenRooms: boolean,
): { value: Json; note: string } {
  const value = clone(body)
  value.check_in = checkIn
  value.check_out = checkOut
  let note = `stay ${checkIn}..${checkOut}`
  if (tenRooms && Array.isArray(value.rooms)) {
    value.rooms = roomNumbers.slice(0, 10).map((number) => ({ number, guest_count: 1 }))
    note += ` in ${value.rooms.length} rooms`
  }
  return { value, note }
}

/** One change to a valid body. */
function mutate(rng: Random, body: Json): { value: Json; note: string } {
  if (body && typeof body === 'object' && 'check_in' in body && rng.chance(0.12))
    return withStay(body, rng.pick(oddStays()), rng.chance(0.6))
  const all = nodes(body)
  const inner = all.filter((n) => n.path.length > 0)
  const objects = all.filter((n) => n.value && typeof n.value === 'object' && !Array.isArray(n.value))
  const keyed = inner.filter((n) => typeof n.path.at(-1) === 'string')
  const kind = rng.int(10)
  if (kind <= 3 && inner.length) {
    const slot = rng.pick(inner)
    const bad = badValue(rng, slot.value)
    return { value: replaceAt(body, slot.path, bad.value), note: `${pathName(slot.path)}: ${bad.note}` }
  }
  if (kind === 4 && keyed.length) {
    const slot = rng.pick(keyed)
    return { value: removeAt(body, slot.path), note: `${pathName(slot.path)} missing` }
  }
  if (kind === 5 && objects.length) {
    const slot = rng.pick(objects)
    const key = rng.chance(0.7) ? rng.pick(protoKeys) : rng.pick(extraKeys)
    const extra = rng.chance(0.5) ? rng.pick<Json>(['x', 1, {}, [], null, true]) : badValue(rng, 'x').value
    const target = clone(slot.value)
    setKey(target, key, extra)
    return {
      value: replaceAt(body, slot.path, target),
      note: `extra key ${JSON.stringify(key)} in ${pathName(slot.path)}`,
    }
  }
  if (kind === 6) {
    const change = rng.pick([
      { note: 'NUL in every string', f: (s: string) => withNul(s, rng) },
      { note: 'every string a lone NUL', f: () => '\u0000' },
      { note: 'every string blank', f: () => '   ' },
      { note: 'every string 10k chars', f: (s: string) => s.padEnd(10_000, 'x') },
    ])
    return { value: mapStrings(body, change.f), note: change.note }
  }
  if (kind === 7 && objects.length) {
    const slot = rng.pick(objects)
    return { value: replaceAt(body, slot.path, [slot.value]), note: `${pathName(slot.path)} as an array` }
  }
  if (kind === 8) {
    const replacement = rng.pick<() => { value: Json; note: string }>([
      () => ({ value: [], note: 'body []' }),
      () => ({ value: [body], note: 'body wrapped in an array' }),
      () => ({ value: {}, note: 'body {}' }),
      () => ({ value: null, note: 'body null' }),
      () => ({ value: 'text', note: 'body a string' }),
      () => ({ value: 1e308, note: 'body a number' }),
      () => ({ value: protoObject(rng, body), note: 'body of prototype keys only' }),
      () => ({ value: deepNest(rng.pick([100, 1_000]), rng.chance(0.5)), note: 'body nested deep' }),
    ])
    return replacement()
  }
  // Prototype keys at the top level or inside, with valid fields kept.
  const target = clone(body && typeof body === 'object' && !Array.isArray(body) ? body : {})
  const key = rng.pick(protoKeys)
  setKey(target, key, rng.pick<Json>([{}, 'x', [], 1, { nested: true }, protoObject(rng, 'x')]))
  return { value: target, note: `body key ${key}` }
}

// ---------------------------------------------------------------------------------------------------------
// Valid values from a schema, with hints for the fields whose meaning a schema cannot tell.

interface Known {
  rooms: number[]
  guestEmail: string
  guestPhone: string
  guestIdentification: string
  ownerEmail: string
  serial: number
}

const inDays = (days: number) => addDays(hotelToday(), days)

function resolve(schema: Schema, doc: Json): Schema {
  if (!schema.$ref) return schema
  const name = schema.$ref.split('/').at(-1) ?? ''
  return (doc.components?.schemas?.[name] as Schema | undefined) ?? {}
}

function hint(key: string, schema: Schema, rng: Random, known: Known, op: string, stay: number): Json {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (key) {
    case 'email':
      if (op.includes('/staff/')) return rng.chance(0.5) ? known.ownerEmail : 'nobody@example.com'
      if (op.includes('register')) return `fuzz${++known.serial}@example.com`
      return rng.chance(0.5) ? known.guestEmail : `fuzz${rng.int(1000)}@example.com`
    case 'password':
    case 'password_confirmation':
      return 'pine-hills-2026'
    case 'birth_date':
      return '1990-01-01'
    case 'check_in':
      return inDays(stay)
    case 'check_out':
      return inDays(stay + rng.between(1, 4))
    case 'number':
      return type === 'string'
        ? rng.pick(['4242 4242 4242 4242', '4000 0000 0000 0002', '5555 5555 5555 4444', '4000000000003220'])
        : rng.pick(known.rooms)
    case 'exp_month':
      return 12
    case 'exp_year':
      return 2030
    case 'cvv':
      return '123'
    case 'holder':
      return 'Ana Pérez'
    case 'percentage_to_pay':
      return rng.pick([30, 50, 100])
    case 'guest_count':
      return rng.pick([1, 2])
    case 'token':
      return 'x'.repeat(40)
    case 'amount':
      return rng.pick([100, 1])
    case 'rate':
      return 4
    case 'website':
      return ''
    case 'code':
      return '123456'
    case 'phone':
      // A phone belongs to one account: new accounts get their own, the guest keeps theirs.
      if (op.includes('register')) return `+505 7${String(++known.serial).padStart(7, '0')}`
      return rng.chance(0.8) ? known.guestPhone : '+505 8811 1234'
    case 'promotional_code':
      return rng.pick(['VERDE15', 'NOPE'])
    case 'estimated_arrival_time':
      return '16:30'
    case 'identification':
      if (op.includes('register')) return `R-${++known.serial}`
      return rng.chance(0.8) ? known.guestIdentification : '161-010190-0001X'
    default:
      return undefined
  }
}

function sampleForPattern(pattern: string, rng: Random, known: Known): string | undefined {
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return inDays(rng.between(30, 300))
  if (pattern.includes('2[0-3]')) return '16:30'
  if (pattern.includes('[\\d\\s().-]')) return '+505 8811 1234'
  if (pattern === '^\\d{6}$') return '123456'
  if (pattern === '^\\d{3,4}$') return '123'
  if (pattern.includes('@')) return known.guestEmail
  if (pattern.includes('[0-9a-fA-F]{8}')) return rng.uuid()
  return undefined
}

function validValue(
  schema: Schema,
  key: string,
  rng: Random,
  known: Known,
  doc: Json,
  op: string,
  stay: number,
  depth = 0,
  all = false,
): Json {
  const s = resolve(schema, doc)
  if (depth > 8) return null
  if (s.const !== undefined) return s.const as Json
  if (s.enum?.length) return rng.pick(s.enum) as Json
  const branches = s.anyOf ?? s.oneOf
  if (branches?.length) {
    const useful = branches.filter((b) => b.type !== 'null')
    return validValue(useful[0] ?? branches[0] ?? {}, key, rng, known, doc, op, stay, depth + 1, all)
  }
  if (s.allOf?.[0]) return validValue(s.allOf[0], key, rng, known, doc, op, stay, depth + 1, all)
  const hinted = hint(key, s, rng, known, op, stay)
  if (hinted !== undefined) return hinted
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type
  switch (type) {
    case 'object': {
      const value: Record<string, Json> = {}
      for (const [name, property] of Object.entries(s.properties ?? {})) {
        if (all || s.required?.includes(name) || rng.chance(0.6))
          setKey(value, name, validValue(property, name, rng, known, doc, op, stay, depth + 1, all))
      }
      return value
    }
    case 'array': {
      const count = Math.max(1, s.minItems ?? 0)
      return Array.from({ length: Math.min(count, s.maxItems ?? count) }, () =>
        validValue(s.items ?? {}, key, rng, known, doc, op, stay, depth + 1, all),
      )
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 1
      const max = s.maximum ?? min + 10
      return Math.min(max, min + rng.int(3))
    }
    case 'boolean':
      return rng.chance(0.5)
    case 'null':
      return null
    default: {
      if (s.format === 'email') return known.guestEmail
      if (s.format === 'uuid') return rng.uuid()
      if (s.format === 'date') return inDays(rng.between(30, 300))
      const sampled = s.pattern ? sampleForPattern(s.pattern, rng, known) : undefined
      if (sampled !== undefined) return sampled
      const text = 'Fuzz text for the hotel'
      return text.padEnd(s.minLength ?? 1, 'x').slice(0, Math.max(s.maxLength ?? text.length, 1))
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Encodings: JSON text tricks, multipart bodies, queries and paths.

const badContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/jsonx',
  'application/problem+json',
  'application/octet-stream',
  '*/*',
  'json',
  '%%%',
  'text/html; charset=utf-8',
] as const

/** Raw JSON text, sometimes not quite JSON. */
function jsonText(rng: Random, value: Json): { text: string; note: string } {
  const text = JSON.stringify(value) ?? 'null'
  if (!rng.chance(0.12)) return { text, note: '' }
  return rng.pick<() => { text: string; note: string }>([
    () => ({ text: text.slice(0, rng.int(Math.max(1, text.length))), note: 'truncated JSON' }),
    () => ({ text: `\uFEFF${text}`, note: 'BOM before the JSON' }),
    () => ({ text: text.replace(/:(-?\d+(\.\d+)?)/, ':1e999'), note: 'number literal 1e999' }),
    () => ({ text: text.replace(/:(-?\d+(\.\d+)?)/, ':-0'), note: 'number literal -0' }),
    () => ({
      text: text.startsWith('{') && text.length > 2 ? `{"__proto__":{"x":1},${text.slice(1)}` : text,
      note: 'raw __proto__ key first',
    }),
    () => ({
      text:
        text.startsWith('{') && text.length > 2
          ? `${text.slice(0, -1)},"constructor":{"prototype":{}}}`
          : text,
      note: 'raw constructor.prototype key',
    }),
    () => ({ text: `${text}${text}`, note: 'two JSON documents' }),
    () => ({ text: '', note: 'empty body' }),
    () => ({ text: '   \n', note: 'whitespace body' }),
    () => ({ text: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, note: 'arrays nested 20000 deep' }),
    () => ({ text: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, note: 'objects nested 20000 deep' }),
    () => ({ text: text.replace(/"/, "'"), note: 'single quote' }),
  ])()
}

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

function fileData(rng: Random): { data: Buffer; type: string; note: string } {
  return rng.pick<() => { data: Buffer; type: string; note: string }>([
    () => ({ data: tinyPng, type: 'image/png', note: 'a 1x1 PNG' }),
    () => ({ data: Buffer.concat([tinyPng.subarray(0, 40)]), type: 'image/png', note: 'a cut PNG' }),
    () => ({
      data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]),
      type: 'image/jpeg',
      note: 'a JPEG header only',
    }),
    () => ({ data: Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), type: 'image/gif', note: 'a GIF' }),
    () => ({
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      type: 'image/png',
      note: 'SVG as PNG',
    }),
    () => ({ data: Buffer.alloc(0), type: 'image/png', note: 'an empty file' }),
    () => ({
      data: Buffer.from(Array.from({ length: 2048 }, () => rng.int(256))),
      type: 'application/octet-stream',
      note: 'random bytes',
    }),
    () => ({ data: Buffer.from('\u0000'.repeat(100)), type: 'image/png', note: 'NUL bytes' }),
  ])()
}

interface Part {
  name: string
  value?: string
  file?: { filename: string; type: string; data: Buffer }
}

function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"`
      : `form-data; name="${part.name}"`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.file ? `Content-Type: ${part.file.type}\r\n` : ''}\r\n`
    chunks.push(
      Buffer.from(head),
      part.file ? part.file.data : Buffer.from(part.value ?? ''),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

/** A multipart form from a valid object (its nested values as JSON text), then broken in one of many ways. */
function multipartRequest(
  rng: Random,
  fields: Json,
  fileField: string,
): { body: Buffer; contentType: string; note: string } {
  const boundary = `----fuzz${rng.int(1e9)}`
  let parts: Part[] = Object.keys(fields ?? {}).map((name) => ({
    name,
    value: typeof fields[name] === 'string' ? fields[name] : JSON.stringify(fields[name]),
  }))
  const notes: string[] = []
  const file = fileData(rng)
  if (rng.chance(0.8)) {
    parts.push({
      name: fileField,
      file: { filename: rng.pick(['a.png', 'x.jpg', '../../a.png', 'a\u0000.png', '']), ...file },
    })
    notes.push(file.note)
  }
  const change = rng.int(12)
  if (change === 0 && parts.length) {
    const i = rng.int(parts.length)
    const part = parts[i]
    if (part && !part.file) {
      const bad = rng.pick([
        withNul(part.value ?? '', rng),
        'x'.repeat(rng.pick([10_000, 10_001, 20_000])),
        '',
        '\u0000',
      ])
      parts[i] = { name: part.name, value: bad }
      notes.push(`field ${part.name} bad (${bad.length} chars)`)
    }
  } else if (change === 1) {
    parts.push({ name: rng.pick(protoKeys), value: rng.pick(['x', '{}', '\u0000']) })
    notes.push('prototype field name')
  } else if (change === 2) {
    for (let i = 0; i < 40; i++) parts.push({ name: `f${i}`, value: 'x' })
    notes.push('40 fields')
  } else if (change === 3) {
    parts.push({ name: fileField, file: { filename: 'b.png', type: 'image/png', data: tinyPng } })
    notes.push('two files')
  } else if (change === 4 && parts.length) {
    parts = parts.filter((_, i) => i !== rng.int(parts.length))
    notes.push('a field missing')
  } else if (change === 5) {
    parts.push({ name: 'name', file: { filename: 'name.txt', type: 'text/plain', data: Buffer.from('Ana') } })
    notes.push('a file in a text field')
  } else if (change === 6 && rng.chance(0.15)) {
    parts.push({
      name: fileField,
      file: {
        filename: 'big.png',
        type: 'image/png',
        data: Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024 + 10)]),
      },
    })
    notes.push('a file over 5 MB')
  }
  let body = multipartBody(parts, boundary)
  let contentType = `multipart/form-data; boundary=${boundary}`
  const framing = rng.int(10)
  if (framing <= 2) {
    // Truncated: cut before the closing boundary, so the form never ends.
    const cut = rng.int(Math.max(1, body.length - boundary.length - 8))
    notes.push(`truncated at ${cut} of ${body.length} bytes`)
    body = body.subarray(0, cut)
  } else if (framing === 3) {
    contentType = 'multipart/form-data'
    notes.push('no boundary')
  } else if (framing === 4) {
    contentType = 'multipart/form-data; boundary=other-boundary'
    notes.push('wrong boundary')
  } else if (framing === 5) {
    body = Buffer.alloc(0)
    notes.push('empty multipart body')
  } else if (framing === 6) {
    body = Buffer.from(Array.from({ length: 512 }, () => rng.int(256)))
    notes.push('random bytes as multipart')
  } else if (framing === 7) {
    contentType = `multipart/form-data; boundary="${boundary}"`
    notes.push('quoted boundary')
  }
  return { body, contentType, note: `multipart: ${notes.join(', ') || 'fields only'}` }
}

const badPathValues = [
  '0',
  '-1',
  '1.5',
  '1e308',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999',
  '987654',
  '100001',
  '..',
  '../',
  '../..',
  '..%2F',
  '%2e%2e',
  '%2e%2e%2f%2e%2e',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%FF',
  '%C0%AF',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%EF%BF%BF',
  '%ED%A0%80',
  'ñ',
  '\u00ff\u00fe',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'prototype',
  'x'.repeat(65),
  'x'.repeat(101),
  'x'.repeat(3_000),
  '%20',
  '+',
  ';',
  '%3B',
  '%2F',
  '*',
  '{id}',
  ':id',
  '00000000-0000-0000-0000-000000000000',
  'ABCD-EFGH',
  '%27%3B%20drop%20table%20reservations%3B--',
  '%252e',
  '9999-12-31',
  '',
] as const

/** Percent-encodes the UTF-8 bytes of a text (a lone surrogate becomes U+FFFD, as any client would send). */
function percentEncode(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte)
    out += /[A-Za-z0-9_.~-]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** A query value, percent-encoded; Node refuses request heads over 16 KB itself (431), so stay below. */
function queryValue(value: Json): string {
  let text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null')
  while (percentEncode(text).length > 6_000) text = text.slice(0, Math.floor(text.length / 2))
  return percentEncode(text)
}

const rawQueryTricks = ['%00', '%', '%zz', '%E0%A4%A', '%FF', '%C0%AF', 'a%00b', '%u0000', '\u00f1'] as const

function fuzzQuery(
  rng: Random,
  op: Operation,
  known: Known,
  doc: Json,
  stay: number,
): { query: string; note: string } {
  const entries: [string, string][] = []
  for (const param of op.query) {
    if (rng.chance(0.5))
      entries.push([
        param.name,
        queryValue(validValue(param.schema, param.name, rng, known, doc, op.key, stay)),
      ])
  }
  let note = ''
  const mutateIt = rng.chance(op.query.length ? 0.55 : 0.2)
  if (op.query.some((p) => p.name === 'check_out') && rng.chance(0.1)) {
    const [checkIn, checkOut] = rng.pick(oddStays())
    entries.push(['check_in', checkIn], ['check_out', checkOut])
    note = `query stay ${checkIn}..${checkOut}`
  } else if (mutateIt) {
    const kind = rng.int(8)
    const declared = op.query.length ? rng.pick(op.query).name : 'page'
    if (kind <= 2) {
      const bad = badValue(rng, 'x')
      entries.push([declared, queryValue(bad.value)])
      note = `query ${declared}: ${bad.note}`
    } else if (kind === 3) {
      entries.push([declared, rng.pick(rawQueryTricks)])
      note = `query ${declared} raw escape`
    } else if (kind === 4) {
      const name = rng.pick(protoKeys)
      entries.push([percentEncode(name), rng.pick(['1', '', 'x', '%00'])])
      note = `query name ${name}`
    } else if (kind === 5) {
      entries.push([declared, '1'], [declared, '2'], [declared, 'x'])
      note = `query ${declared} repeated`
    } else if (kind === 6) {
      entries.push([`${declared}[]`, '1'], [`${declared}[a]`, '2'], ['', 'x'], ['%00', '1'])
      note = 'query odd names'
    } else {
      for (let i = 0; i < 300; i++) entries.push([`p${i}`, String(i)])
      entries.push([declared, queryValue(rng.pick(edgeStrings))])
      note = 'query of 300 names'
    }
  }
  const query = entries.map(([name, value]) => (rng.chance(0.03) ? name : `${name}=${value}`)).join('&')
  return { query: query ? `?${query}` : rng.chance(0.05) ? '?' : '', note }
}

// ---------------------------------------------------------------------------------------------------------
// The operations of the OpenAPI document, with the bodies it does not describe.

function operationsOf(doc: Json): Operation[] {
  const multipart: Record<string, { fields: Schema; fileField: string }> = {
    'POST /api/v1/auth/register': {
      fields: z.toJSONSchema(registerSchema, { io: 'input', unrepresentable: 'any' }) as Schema,
      fileField: 'profile_image',
    },
    'POST /api/v1/profile/image': { fields: { type: 'object', properties: {} }, fileField: 'profile_image' },
    'POST /api/v1/staff/rooms/{number}/images': {
      fields: z.toJSONSchema(roomImageFields, { io: 'input', unrepresentable: 'any' }) as Schema,
      fileField: 'image',
    },
  }
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, spec] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`
      const parameters = (spec.parameters ?? []) as { in: string; name: string; schema: Schema }[]
      operations.push({
        key,
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema })),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: (spec.requestBody?.content?.['application/json']?.schema as Schema | undefined) ?? null,
        multipart: multipart[key] ?? null,
        webhook: path.endsWith('/payments/webhook'),
        secured: Array.isArray(spec.security) && spec.security.length > 0,
      })
    }
  }
  return operations
}

interface Setup {
  tokens: { guest: string; staff: { cookie: string; csrf: string } }
  known: Known
  /** Valid values for path parameters, per operation path and parameter. */
  pathValue(op: Operation, name: string, rng: Random): string
  paymentId: string
}

function authHeader(role: Role, setup: Setup, rng: Random): Record<string, string> {
  if (role === 'guest') return { authorization: `Bearer ${setup.tokens.guest}` }
  if (role === 'staff')
    // The session cookie and, on most requests, its CSRF token (a request without it must be refused too).
    return rng.chance(0.9)
      ? { cookie: setup.tokens.staff.cookie, 'x-csrf-token': setup.tokens.staff.csrf }
      : { cookie: setup.tokens.staff.cookie }
  if (role === 'bogus')
    return {
      authorization: rng.pick([
        'Bearer',
        'Bearer ',
        'Bearer x',
        `Bearer ${'a'.repeat(3_000)}`,
        `bearer ${setup.tokens.guest}`,
        `Bearer ${setup.tokens.guest}x`,
        `Basic ${Buffer.from('owner:password').toString('base64')}`,
        `Bearer ${setup.tokens.guest} ${setup.tokens.staff.cookie}`,
        'Bearer constructor',
        'Bearer __proto__',
        'Bearer %00',
      ]),
    }
  return {}
}

const languages = [
  'en',
  'es',
  'es-NI,es;q=0.9',
  '*',
  'xx',
  'de-DE',
  ';;q=abc',
  'x'.repeat(500),
  'en;q=NaN',
] as const

function webhookBody(rng: Random, setup: Setup): Json {
  const saleStatus = rng.pick(['approved', 'declined', 'requires_action', 'pending', 'refunded', 'weird'])
  const type = rng.pick([
    'sale.approved',
    'sale.declined',
    'sale.requires_action',
    'refund.succeeded',
    'other',
  ])
  const event: Json = {
    id: `evt_${rng.uuid()}`,
    type,
    created_at: new Date(0).toISOString(),
    data: {
      sale: {
        id: `sale_${rng.int(1e6)}`,
        status: saleStatus,
        reference: rng.pick([setup.paymentId, rng.uuid(), 'not-a-uuid']),
        amount: 100,
        currency: 'USD',
        decline_code: null,
        redirect_url: null,
        brand: 'visa',
        last4: '4242',
      },
    },
  }
  if (type === 'refund.succeeded')
    event.data.refund = { id: `re_${rng.int(1e6)}`, sale_id: 'sale_1', amount: 100 }
  return event
}

function signedHeaders(rng: Random, raw: Buffer): { headers: Record<string, string>; note: string } {
  const now = Math.floor(Date.now() / 1000)
  const sign = (timestamp: number | string) =>
    createHmac('sha256', webhookSecret).update(`${timestamp}.`).update(raw).digest('hex')
  const kind = rng.int(20)
  if (kind < 13)
    return {
      headers: { 'x-sandbox-timestamp': String(now), 'x-sandbox-signature': `v1=${sign(now)}` },
      note: 'signed',
    }
  if (kind < 15) return { headers: {}, note: 'unsigned' }
  if (kind === 15)
    return {
      headers: { 'x-sandbox-timestamp': String(now), 'x-sandbox-signature': `v1=${'0'.repeat(64)}` },
      note: 'wrong signature',
    }
  if (kind === 16)
    return {
      headers: {
        'x-sandbox-timestamp': String(now - 3_600),
        'x-sandbox-signature': `v1=${sign(now - 3_600)}`,
      },
      note: 'stale signature',
    }
  if (kind === 17)
    return {
      headers: { 'x-sandbox-timestamp': '999999999999', 'x-sandbox-signature': `v1=${sign('999999999999')}` },
      note: 'far future',
    }
  if (kind === 18)
    return {
      headers: { 'x-sandbox-timestamp': 'abc', 'x-sandbox-signature': 'v1=zz' },
      note: 'malformed signature',
    }
  return {
    headers: { 'x-sandbox-timestamp': String(now), 'x-sandbox-signature': `v1=${sign(now).slice(0, 10)}` },
    note: 'short signature',
  }
}

function generate(op: Operation, setup: Setup, doc: Json, count: number): FuzzRequest[] {
  const rng = new Random(seed ^ hashString(op.key))
  const requests: FuzzRequest[] = []
  for (let i = 0; i < count; i++) {
    const notes: string[] = []
    const stay = rng.between(20, 300)
    // Who asks: guests and staff alike, some anonymous, a few with broken credentials.
    const roll = rng.next()
    const role: Role = roll < 0.42 ? 'guest' : roll < 0.82 ? 'staff' : roll < 0.95 ? 'anonymous' : 'bogus'
    const headers: Record<string, string> = { ...authHeader(role, setup, rng) }
    if (rng.chance(0.5)) headers['accept-language'] = rng.pick(languages)

    let path = op.path
    const badParam = op.pathParams.length && rng.chance(0.3) ? rng.pick(op.pathParams).name : null
    for (const param of op.pathParams) {
      let value = percentEncode(setup.pathValue(op, param.name, rng))
      if (param.name === badParam) {
        value = rng.pick(badPathValues)
        notes.push(`path ${param.name}=${JSON.stringify(value.slice(0, 40))}`)
      }
      path = path.replace(`{${param.name}}`, value)
    }
    const query = fuzzQuery(rng, op, setup.known, doc, stay)
    if (query.note) notes.push(query.note)
    path += query.query

    let method = op.method
    if (rng.chance(0.02)) {
      method = rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => m !== op.method))
      notes.push(`method ${method}`)
    }

    let body: Buffer | undefined
    const jsonBody = (value: Json) => {
      const text = jsonText(rng, value)
      if (text.note) notes.push(text.note)
      body = Buffer.from(text.text)
      if (rng.chance(0.07)) {
        const type = rng.pick(badContentTypes)
        headers['content-type'] = type
        notes.push(`content-type ${type}`)
      } else if (rng.chance(0.02)) {
        notes.push('no content-type')
      } else headers['content-type'] = 'application/json'
    }
    if (op.webhook) {
      let event = webhookBody(rng, setup)
      if (rng.chance(0.7)) {
        const change = mutate(rng, event)
        event = change.value
        notes.push(change.note)
      }
      jsonBody(event)
      const signature = signedHeaders(rng, body ?? Buffer.alloc(0))
      Object.assign(headers, signature.headers)
      notes.push(signature.note)
    } else if (op.multipart && (rng.chance(0.7) || !op.body)) {
      const fields = validValue(op.multipart.fields, '', rng, setup.known, doc, op.key, stay)
      if (rng.chance(0.2)) {
        // Sometimes the same fields as JSON (the register route takes both).
        const change = mutate(rng, fields)
        notes.push(`JSON: ${change.note}`)
        jsonBody(change.value)
      } else {
        const form = multipartRequest(rng, fields, op.multipart.fileField)
        body = form.body
        headers['content-type'] = form.contentType
        notes.push(form.note)
      }
    } else if (op.body) {
      let value = validValue(op.body, '', rng, setup.known, doc, op.key, stay)
      // Most requests break the valid body one to three times; some stay valid and reach the handler.
      if (rng.chance(0.92)) {
        const times = rng.pick([1, 1, 1, 2, 3])
        for (let t = 0; t < times; t++) {
          const change = mutate(rng, value)
          value = change.value
          notes.push(change.note)
        }
      } else notes.push('valid body')
      if (rng.chance(0.05)) {
        const form = multipartRequest(rng, value, 'file')
        body = form.body
        headers['content-type'] = form.contentType
        notes.push(form.note)
      } else jsonBody(value)
    } else if (rng.chance(0.2)) {
      // Operations without a body still get one now and then.
      if (rng.chance(0.3)) {
        const form = multipartRequest(rng, { a: 'b' }, 'file')
        body = form.body
        headers['content-type'] = form.contentType
        notes.push(`unexpected ${form.note}`)
      } else {
        const change = mutate(rng, { a: 1 })
        notes.push(`unexpected body: ${change.note}`)
        jsonBody(change.value)
      }
    }
    requests.push({
      op: op.key,
      method,
      path,
      role,
      headers,
      body,
      note: notes.join('; ') || 'valid request',
    })
  }
  return [...requests, ...fixedCases(op, setup, doc)]
}

/**
 * The cases every seed sends, as a guest and as staff: each prototype key in an otherwise valid body, NUL in
 * every string, and odd stays (far, long, empty, past; in one room and in ten).
 */
function fixedCases(op: Operation, setup: Setup, doc: Json): FuzzRequest[] {
  const schema = op.body ?? (op.multipart && op.key.endsWith('/register') ? op.multipart.fields : null)
  if (!schema || op.webhook) return []
  const rng = new Random((seed ^ hashString(op.key)) + 1)
  const base = () => validValue(schema, '', rng, setup.known, doc, op.key, rng.between(20, 300), 0, true)
  const cases: { value: Json; note: string }[] = protoKeys.map((key) => {
    const value = base()
    setKey(value, key, rng.pick<Json>([{}, 'x', [], 1]))
    return { value, note: `fixed: body key ${key}` }
  })
  cases.push({ value: mapStrings(base(), (text) => withNul(text, rng)), note: 'fixed: NUL in every string' })
  const full = base()
  for (const slot of nodes(full).filter((n) => typeof n.value === 'string'))
    cases.push({
      value: replaceAt(full, slot.path, withNul(slot.value, rng)),
      note: `fixed: NUL in ${pathName(slot.path)}`,
    })
  if (schema.properties?.check_in)
    for (const stay of oddStays())
      for (const tenRooms of [false, true]) {
        const change = withStay(base(), stay, tenRooms)
        cases.push({ value: change.value, note: `fixed: ${change.note}` })
      }
  const requests: FuzzRequest[] = []
  for (const role of ['guest', 'staff'] as const)
    for (const { value, note } of cases) {
      let path = op.path
      for (const param of op.pathParams)
        path = path.replace(`{${param.name}}`, percentEncode(setup.pathValue(op, param.name, rng)))
      requests.push({
        op: op.key,
        method: op.method,
        path,
        role,
        headers: { ...authHeader(role, setup, rng), 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(value)),
        note,
      })
    }
  if (op.query.some((param) => param.name === 'check_out'))
    for (const [checkIn, checkOut] of oddStays())
      requests.push({
        op: op.key,
        method: op.method,
        path: `${op.path}?check_in=${checkIn}&check_out=${checkOut}`,
        role: 'anonymous',
        headers: {},
        note: `fixed: query stay ${checkIn}..${checkOut}`,
      })
  return requests
}

// ---------------------------------------------------------------------------------------------------------
// Sending: one connection per request, so that the server's log (remote port and URL) names the request.

function send(port: number, request: FuzzRequest): Promise<Answer> {
  return new Promise((resolveAnswer) => {
    let settled = false
    let localPort: number | undefined
    const done = (answer: Answer) => {
      if (settled) return
      settled = true
      resolveAnswer({ ...answer, localPort })
    }
    const headers = { ...request.headers }
    if (request.body) headers['content-length'] = String(request.body.length)
    let outgoing: http.ClientRequest
    try {
      outgoing = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.path,
          headers,
          agent: false,
          timeout: 30_000,
        },
        (response) => {
          // The live stream never ends: its status line and headers are its answer.
          if (String(response.headers['content-type']).startsWith('text/event-stream')) {
            done({ status: response.statusCode ?? -1, contentType: 'text/event-stream', text: '' })
            outgoing.destroy()
            return
          }
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            done({
              status: response.statusCode ?? -1,
              contentType: String(response.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          )
          response.on('error', (error) =>
            done({ status: -1, contentType: '', text: '', error: `answer cut: ${error.message}` }),
          )
        },
      )
    } catch (error) {
      done({
        status: -2,
        contentType: '',
        text: '',
        error: `client could not send: ${(error as Error).message}`,
      })
      return
    }
    outgoing.on('socket', (socket) => {
      socket.on('connect', () => {
        localPort = socket.localPort
      })
    })
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')))
    outgoing.on('error', (error) => done({ status: -1, contentType: '', text: '', error: error.message }))
    outgoing.end(request.body)
  })
}

/** What is wrong with a 4xx answer's body, if anything: it must be exactly `{ message, code, errors? }`. */
function errorBodyProblem(answer: Answer): string | null {
  let body: unknown
  try {
    body = JSON.parse(answer.text)
  } catch {
    return `not JSON (${answer.contentType || 'no content-type'}): ${JSON.stringify(answer.text.slice(0, 60))}`
  }
  if (!answer.contentType.includes('application/json'))
    return `content-type ${answer.contentType || 'missing'}`
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return `not an object: ${answer.text.slice(0, 60)}`
  const record = body as Record<string, unknown>
  const keys = Object.keys(record).sort()
  const extra = keys.filter((k) => !['message', 'code', 'errors'].includes(k))
  if (extra.length) return `keys ${keys.join(',')}`
  if (typeof record.message !== 'string' || typeof record.code !== 'string')
    return `message or code not strings`
  if (record.errors !== undefined) {
    const errors = record.errors
    if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return 'errors not a record'
    for (const list of Object.values(errors))
      if (!Array.isArray(list) || !list.every((m) => typeof m === 'string')) return 'errors not string arrays'
  }
  return null
}

/** The server's logged error lines, found by the request's remote port and URL. */
class ServerLog {
  private pending = ''
  private requests = new Map<string, { port: number; url: string; method: string }>()
  private errors: { reqId: string; message: string }[] = []
  readonly stream = new PassThrough()
  constructor() {
    this.stream.on('data', (chunk: Buffer) => {
      const lines = (this.pending + chunk.toString('utf8')).split('\n')
      this.pending = lines.pop() ?? ''
      for (const line of lines) this.read(line)
    })
  }
  private read(line: string) {
    if (!line.includes('"reqId"')) return
    if (!line.includes('incoming request') && !/"level":(50|60)/.test(line)) return
    try {
      const entry = JSON.parse(line)
      if (entry.msg === 'incoming request')
        this.requests.set(entry.reqId, {
          port: entry.req?.remotePort,
          url: entry.req?.url,
          method: entry.req?.method,
        })
      else if (entry.level >= 50) {
        // A database error's own message is the failed query; its cause (PostgreSQL's words) is in the stack,
        // or, where the server logs errors without their values, its SQLSTATE and fields are in `cause`.
        const stack = String(entry.err?.stack ?? '')
        const sqlState = entry.err?.cause?.code
          ? ['SQLSTATE', entry.err.cause.code, entry.err.cause.routine, entry.err.cause.column]
              .filter(Boolean)
              .join(' ')
          : undefined
        const cause = /caused by: (?:\w*Error: )?(.*)/.exec(stack)?.[1] ?? sqlState
        const message = String(entry.err?.message ?? entry.msg).split('\n')[0] ?? ''
        this.errors.push({
          reqId: entry.reqId,
          message: `${entry.err?.type ?? ''}: ${cause ? `${cause} (${message.slice(0, 60)}…)` : message}`,
        })
      }
    } catch {}
  }
  errorsFor(request: FuzzRequest, answer: Answer): string[] {
    return this.errors
      .filter((e) => {
        const r = this.requests.get(e.reqId)
        return r && r.port === answer.localPort && r.url === request.path && r.method === request.method
      })
      .map((e) => e.message)
  }
}

// ---------------------------------------------------------------------------------------------------------

const serverLog = new ServerLog()
let ctx: TestContext
let sandbox: Sandbox
let setup: Setup
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document
let doc: any

beforeAll(async () => {
  ;({ ctx, sandbox } = await createTestContextWithSandbox(
    webhookSecret,
    {
      // Requests all come from 127.0.0.1: the per-address limits must let them reach the handlers.
      RATE_LIMIT_EXEMPT: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '1000000',
      PAYMENT_TIMEOUT_MS: '2000',
    },
    { mailer: memoryMailer(), logStream: serverLog.stream, slowMs: 300 },
  ))
  const { token: guest, facts } = await registerNewGuest(ctx, { name: 'Fausto', last_name: 'Fuzz' })
  const signedIn = await signInOwner(ctx)
  const staff = { cookie: signedIn.cookie, csrf: signedIn.csrf }
  const asGuest = { authorization: `Bearer ${guest}` }

  const rooms = (await ctx.http('/api/v1/rooms?per_page=100&order_by=price&order_direction=desc')).body
    .data as {
    number: number
    images: { id: string }[]
  }[]
  const imageIds = rooms.flatMap((room) => room.images.map((image) => image.id))
  const paid: { id: string; reference: string } = await bookStay(ctx, guest, { from: 30, nights: 2 })
  const changed: { id: string; reference: string } = await bookStay(ctx, guest, { from: 40, nights: 2 })
  const payment = await ctx.http(`/api/v1/reservations/${paid.id}/payments`, {
    method: 'POST',
    headers: asGuest,
    body: {
      percentage_to_pay: 30,
      card: {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2030,
        cvv: '123',
        holder: 'Fausto Fuzz',
      },
    },
  })
  expect(payment.status, payment.text).toBe(200)
  const paymentId = payment.body.payment.id as string
  // A review needs a stay: one long past, written straight to the database.
  const [fausto] = await ctx.database.db.select().from(clients).where(eq(clients.email, facts.email))
  await completedStay(ctx, fausto?.id ?? '', '2025-01-10')
  const comment = await ctx.http('/api/v1/comments', {
    method: 'POST',
    headers: asGuest,
    body: { rate: 5, content: 'Lovely pines.' },
  })
  expect(comment.status, comment.text).toBe(201)
  const commentId = comment.body.data.id as string

  roomNumbers = rooms.map((room) => room.number)
  const known: Known = {
    rooms: rooms.map((room) => room.number),
    guestEmail: facts.email,
    guestPhone: facts.phone,
    guestIdentification: facts.identification,
    ownerEmail: ctx.config.SEED_OWNER_EMAIL,
    serial: 0,
  }
  setup = {
    tokens: { guest, staff },
    known,
    paymentId,
    pathValue(op, name, rng) {
      if (name === 'number') return String(rng.chance(0.9) ? rng.pick(known.rooms) : rng.between(1, 999))
      if (name === 'provider') return rng.pick(['google', 'facebook', 'github'])
      if (op.path.includes('/images/'))
        return rng.chance(0.8) && imageIds.length ? rng.pick(imageIds) : rng.uuid()
      if (op.path.includes('/payments/')) return rng.chance(0.8) ? paymentId : rng.uuid()
      if (op.path.includes('/comments/')) return rng.chance(0.8) ? commentId : rng.uuid()
      // Changes and cancellations go to their own reservation; the paid one stays for payments and reads.
      const reservation = op.method === 'PATCH' || op.path.endsWith('/cancel') ? changed : paid
      return rng.pick([
        reservation.id,
        reservation.id,
        reservation.reference,
        reservation.reference.toLowerCase(),
        rng.uuid(),
      ])
    },
  }
  const openapi = await ctx.http('/api/v1/openapi.json')
  expect(openapi.status).toBe(200)
  doc = openapi.body
}, 120_000)

afterAll(async () => {
  await sandbox?.close()
  await ctx?.close()
})

interface Stats {
  sent: number
  s2xx: number
  s3xx: number
  s4xx: number
  s429: number
  s5xx: number
  badBody: number
  noAnswer: number
  /** How many answers had each 4xx code: which checks the requests reached. */
  codes: Map<string, number>
}

/** Control characters shown as escapes, so that the report stays text. */
const printable = (text: string) =>
  [...text]
    .map((c) => {
      const code = c.charCodeAt(0)
      return (code < 32 && c !== '\n' && c !== '\t') || code === 127
        ? `\\u${code.toString(16).padStart(4, '0')}`
        : c
    })
    .join('')

function describeRequest(request: FuzzRequest): string {
  const body = request.body
  const shown = body
    ? body.length > 400
      ? `${JSON.stringify(body.subarray(0, 300).toString('utf8'))}… (${body.length} bytes)`
      : JSON.stringify(body.toString('utf8'))
    : '(none)'
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'authorization' || request.role === 'bogus')
    .map(
      ([name, value]) =>
        `${name}: ${value.length > 120 ? `${value.slice(0, 100)}… (${value.length} chars)` : value}`,
    )
  const path =
    request.path.length > 300 ? `${request.path.slice(0, 250)}… (${request.path.length} chars)` : request.path
  return [
    printable(`${request.method} ${path}  [as ${request.role}; ${request.note}]`),
    ...headers.map((h) => `  ${h}`),
    `  body: ${shown}`,
  ].join('\n')
}

describe('fuzzing every OpenAPI operation', () => {
  it('never answers 5xx, and every 4xx is { message, code, errors? }', { timeout: 600_000 }, async () => {
    const operations = operationsOf(doc).filter((op) => !only || op.key === only)
    expect(operations.length).toBeGreaterThan(0)
    if (!only) {
      // The document must keep describing the whole API: a route missing from it would escape the fuzzer.
      expect(operations.length).toBeGreaterThanOrEqual(45)
      for (const key of [
        'POST /api/v1/auth/register',
        'POST /api/v1/payments/webhook',
        'POST /api/v1/profile/image',
      ])
        expect(operations.map((op) => op.key)).toContain(key)
    }
    // Signing out (here or everywhere) ends the sessions the fuzzer uses: those operations go last.
    const last = (op: Operation) => op.path.endsWith('/logout') || op.path.endsWith('/logout-all')
    const plan = (ops: Operation[]) => {
      const requests = ops.flatMap((op) =>
        generate(
          op,
          setup,
          doc,
          op.multipart || op.webhook ? requestsPerOperation + 30 : requestsPerOperation,
        ),
      )
      // Interleave the operations (deterministically), as real traffic would.
      const rng = new Random(seed)
      for (let i = requests.length - 1; i > 0; i--) {
        const j = rng.int(i + 1)
        const a = requests[i] as FuzzRequest
        requests[i] = requests[j] as FuzzRequest
        requests[j] = a
      }
      return requests
    }
    const phases = [plan(operations.filter((op) => !last(op))), plan(operations.filter(last))]
    const port = Number(new URL(ctx.baseUrl).port)
    const stats = new Map<string, Stats>()
    const byRole: Record<Role, number> = { guest: 0, staff: 0, anonymous: 0, bogus: 0 }
    const failures = new Map<string, { request: FuzzRequest; answer: Answer; count: number; size: number }>()
    const found: { request: FuzzRequest; answer: Answer; problem: string }[] = []
    const started = performance.now()

    for (const requests of phases) {
      let next = 0
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++] as FuzzRequest
          let answer = await send(port, request)
          // A connection refused or reset before any answer is retried once on a new connection.
          if (answer.status === -1 && /ECONNRESET|socket hang up|EPIPE/.test(answer.error ?? ''))
            answer = await send(port, request)
          const s = stats.get(request.op) ?? {
            sent: 0,
            s2xx: 0,
            s3xx: 0,
            s4xx: 0,
            s429: 0,
            s5xx: 0,
            badBody: 0,
            noAnswer: 0,
            codes: new Map<string, number>(),
          }
          stats.set(request.op, s)
          s.sent++
          byRole[request.role]++
          let problem: string | null = null
          if (answer.status < 0) {
            s.noAnswer++
            problem = `no answer: ${answer.error}`
          } else if (answer.status >= 500) {
            s.s5xx++
            let code = 'not JSON'
            try {
              const parsed = JSON.parse(answer.text)
              code =
                typeof parsed.code === 'string' ? parsed.code : `body keys ${Object.keys(parsed).join(',')}`
            } catch {}
            problem = `${answer.status} ${code}`
          } else if (answer.status >= 400) {
            if (answer.status === 429) s.s429++
            else s.s4xx++
            let code = '?'
            try {
              code = String(JSON.parse(answer.text).code)
            } catch {}
            s.codes.set(code, (s.codes.get(code) ?? 0) + 1)
            const shape = errorBodyProblem(answer)
            if (shape) {
              s.badBody++
              problem = `${answer.status} body ${shape}`
            }
          } else if (answer.status >= 300) s.s3xx++
          else s.s2xx++
          if (problem) found.push({ request, answer, problem })
        }
      }
      await Promise.all(Array.from({ length: inFlight }, worker))
      if (requests === phases[0]) {
        // The sessions outlived the first phase: its guest and staff requests were really signed in.
        const guestMe = await ctx.http('/api/v1/auth/me', {
          headers: { authorization: `Bearer ${setup.tokens.guest}` },
        })
        const staffMe = await ctx.http('/api/v1/staff/auth/me', {
          headers: { cookie: setup.tokens.staff.cookie },
        })
        expect([guestMe.status, staffMe.status], 'sessions after the first phase').toEqual([200, 200])
      }
    }
    const seconds = (performance.now() - started) / 1000
    // Give the log stream a moment to deliver the last lines.
    await new Promise((done) => setTimeout(done, 100))

    for (const { request, answer, problem } of found) {
      const logged = serverLog.errorsFor(request, answer)
      const cause =
        logged[0]
          ?.replace(/"[^"]*"/g, '"…"')
          .replace(/\d+/g, 'N')
          .slice(0, 120) ?? ''
      // Node's HTTP parser refuses some request lines before Fastify routes them: one class, whatever the route.
      const parserRefused = answer.status === 400 && answer.text.includes('"message":"Client Error"')
      const where = parserRefused ? 'any operation (request line refused by the HTTP parser)' : request.op
      const key = `${problem} at ${where}${cause ? ` (server: ${cause})` : ''}`
      const size = (request.body?.length ?? 0) + request.path.length
      const known = failures.get(key)
      if (!known) failures.set(key, { request, answer, count: 1, size })
      else {
        known.count++
        if (size < known.size) Object.assign(known, { request, answer, size })
      }
    }

    const total = [...stats.values()].reduce((sum, s) => sum + s.sent, 0)
    const tooMany = [...stats.values()].reduce((sum, s) => sum + s.s429, 0)
    const lines = [
      `fuzz: seed ${seed} (FUZZ_SEED), ${total} requests over ${stats.size} operations in ${seconds.toFixed(1)} s, ${inFlight} in flight`,
      `fuzz: as guest ${byRole.guest}, as staff ${byRole.staff}, anonymous ${byRole.anonymous}, broken credentials ${byRole.bogus}`,
      `fuzz: ${total - tooMany} answered past the rate limits, ${tooMany} x 429`,
      'fuzz: operation                                      sent  2xx  3xx  4xx  429  5xx  bad-4xx-body  no-answer  top 4xx codes',
      ...[...stats.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([op, s]) =>
            `fuzz: ${op.padEnd(48)} ${String(s.sent).padStart(5)} ${String(s.s2xx).padStart(4)} ${String(s.s3xx).padStart(4)} ${String(s.s4xx).padStart(4)} ${String(s.s429).padStart(4)} ${String(s.s5xx).padStart(4)} ${String(s.badBody).padStart(13)} ${String(s.noAnswer).padStart(10)}  ${[
              ...s.codes.entries(),
            ]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 4)
              .map(([code, n]) => `${code} ${n}`)
              .join(', ')}`,
        ),
    ]
    console.log(lines.join('\n'))
    if (failures.size) {
      const report = [...failures.entries()].map(
        ([key, f], i) =>
          `#${i + 1} ${key}: ${f.count} request(s); the smallest:\n${describeRequest(f.request)}\n` +
          `  answer: ${f.answer.status} ${f.answer.text.slice(0, 300)}\n` +
          `  server log: ${serverLog.errorsFor(f.request, f.answer).join(' | ').slice(0, 500) || '(nothing logged)'}\n` +
          `  reproduce: FUZZ_SEED=${seed} FUZZ_ONLY='${f.request.op}' npx vitest run --project api src/http/fuzz.test.ts`,
      )
      console.log(printable(`fuzz: ${failures.size} distinct failure(s)\n${report.join('\n\n')}`))
    }
    if (!only) expect(total).toBeGreaterThanOrEqual(5_000)
    expect([...failures.entries()].map(([key, f]) => printable(`${f.count} x ${key}`))).toEqual([])
  })
})
