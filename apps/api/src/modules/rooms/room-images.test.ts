import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  type StaffAuth,
  signInNewStaff,
  signInOwner,
  staffHeaders,
  type TestContext,
} from '../../test/harness.ts'

let ctx: TestContext
let owner: StaffAuth
let receptionist: StaffAuth
let photo: Buffer

beforeAll(async () => {
  ctx = await createTestContext({})
  owner = await signInOwner(ctx)
  receptionist = await signInNewStaff(ctx, { roles: ['receptionist'] })
  photo = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#c0653f' } })
    .jpeg()
    .toBuffer()
})
afterAll(() => ctx?.close())

function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  if (file) data.set('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return data
}

async function send(method: string, url: string, staff: StaffAuth | null, body?: FormData, lang = 'en') {
  const headers = staff ? staffHeaders(staff, { 'Accept-Language': lang }) : { 'Accept-Language': lang }
  const res = await fetch(`${ctx.baseUrl}${url}`, { method, headers, body })
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
  return { status: res.status, body: (await res.json()) as any }
}

const alt = { alt_en: 'Terrace at dusk', alt_es: 'Terraza al atardecer' }
const jpeg = () => ({ data: photo, name: 'terrace.jpg', type: 'image/jpeg' })
const uploadsDir = () => path.join(ctx.config.dataDir, 'uploads')

describe('room pictures (staff)', () => {
  it('adds a picture as 3:2 WebP variants at the end of the gallery', async () => {
    const res = await send('POST', '/api/v1/staff/rooms/101/images', owner, form(alt, jpeg()), 'es')
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('La imagen se agregó a la habitación 101.')
    const added = res.body.data.images.at(-1)
    expect(added.alt_es).toBe('Terraza al atardecer')
    // The original is 1200 px wide: no 1440 px variant is made up from it.
    expect(added.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w$/)
    expect(added).toMatchObject({ width: 960, height: 640 })
    const file = await fetch(`${ctx.baseUrl}${added.src}`)
    expect(file.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 640])

    const room = await ctx.http('/api/v1/rooms/101')
    expect(room.body.data.images.at(-1).id).toBe(added.id)
  })

  it('removes a picture and its files', async () => {
    const added = (
      await send('POST', '/api/v1/staff/rooms/102/images', owner, form(alt, jpeg()))
    ).body.data.images.at(-1)
    const base = added.src.replace(/-\d+\.webp$/, '')
    const files = [480, 960].map((w) =>
      path.join(uploadsDir(), `${base.slice('/uploads/'.length)}-${w}.webp`),
    )
    expect(files.every((f) => existsSync(f))).toBe(true)
    const res = await send('DELETE', `/api/v1/staff/rooms/102/images/${added.id}`, owner)
    expect(res.status).toBe(200)
    expect(res.body.data.images.map((i: { id: string }) => i.id)).not.toContain(added.id)
    expect(files.some((f) => existsSync(f))).toBe(false)
    const again = await send('DELETE', `/api/v1/staff/rooms/102/images/${added.id}`, owner, undefined, 'es')
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ code: 'image_not_found', message: 'Imagen no encontrada.' })
  })

  it('gives concurrent uploads distinct places', async () => {
    const before = (await ctx.http('/api/v1/rooms/103')).body.data.images.length
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        send('POST', '/api/v1/staff/rooms/103/images', owner, form(alt, jpeg())),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201])
    expect((await ctx.http('/api/v1/rooms/103')).body.data.images).toHaveLength(before + 4)
  })

  it('checks the file by its content, and the alt texts', async () => {
    const fake = {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      name: 'x.png',
      type: 'image/png',
    }
    const notImage = await send('POST', '/api/v1/staff/rooms/101/images', owner, form(alt, fake))
    expect(notImage.status).toBe(422)
    expect(notImage.body.code).toBe('invalid_image')
    const noFile = await send('POST', '/api/v1/staff/rooms/101/images', owner, form(alt))
    expect(noFile.body.code).toBe('no_file')
    const noAlt = await send('POST', '/api/v1/staff/rooms/101/images', owner, form({ alt_en: ' ' }, jpeg()))
    expect(noAlt.status).toBe(422)
    expect(noAlt.body.errors).toEqual({
      alt_en: ['This field is required.'],
      alt_es: ['This field is required.'],
    })
  })

  it('refuses a file over 5 MB', async () => {
    const big = { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: 'big.jpg', type: 'image/jpeg' }
    const res = await send('POST', '/api/v1/staff/rooms/101/images', owner, form(alt, big))
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('The file is too large. The maximum size is 5 MB.')
  })

  it('answers an unknown room, a guest, and a receptionist', async () => {
    expect((await send('POST', '/api/v1/staff/rooms/999/images', owner, form(alt, jpeg()))).body.code).toBe(
      'room_not_found',
    )
    expect((await send('POST', '/api/v1/staff/rooms/101/images', null, form(alt, jpeg()))).status).toBe(401)
    const forbidden = await send(
      'POST',
      '/api/v1/staff/rooms/101/images',
      receptionist,
      form(alt, jpeg()),
      'es',
    )
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toEqual({
      code: 'forbidden',
      message: 'No tiene permiso para hacer esto. Pídalo al propietario si lo necesita.',
    })
  })
})
