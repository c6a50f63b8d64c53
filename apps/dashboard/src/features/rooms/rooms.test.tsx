import {
  bedTypes,
  defaultPerPage,
  type PageMeta,
  type RoomClosure,
  roomCreateSchema,
  roomTypes,
  type StaffRoom,
  type StaffRoomRow,
} from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, text } from '../../test-support.tsx'
import { bedTypeList, roomKeys, roomListDefaults, roomTypeList } from './api.ts'
import { formValuesOf, roomPayload } from './editor-page.tsx'
import { readArchived, readType } from './list-page.tsx'
import { toMinor } from './parts.tsx'
import { moved } from './pictures-section.tsx'

const meta = (total: number): PageMeta => ({ page: 1, per_page: defaultPerPage, total, last_page: 1 })
const params = {
  page: 1,
  per_page: defaultPerPage,
  order_by: roomListDefaults.orderBy[0],
  order_direction: 'asc' as const,
  search: '',
}

const row = (number: number, extra: Partial<StaffRoomRow> = {}): StaffRoomRow => ({
  id: `00000000-0000-4000-8000-00000000${String(number).padStart(4, '0')}`,
  number,
  type: 'double',
  status: 'available',
  description_en: 'A bright double room.',
  description_es: 'Una habitación doble luminosa.',
  max_guests: 2,
  tariff_from: 5500,
  thumbnail: null,
  archived_at: null,
  future_reservations: 3,
  ...extra,
})

const room: StaffRoom = {
  id: '00000000-0000-4000-8000-000000000401',
  number: 401,
  type: 'double',
  status: 'available',
  description_en: 'A bright double room over the pines.',
  description_es: 'Una habitación doble luminosa sobre los pinos.',
  beds: [
    { type: 'full', quantity: 1 },
    { type: 'queen', quantity: 1 },
  ],
  capacities: [
    { capacity: 1, tariff: 5500, is_exception: false },
    { capacity: 2, tariff: 7000, is_exception: false },
  ],
  services: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      code: 'wifi',
      name_en: 'Wifi',
      name_es: 'Wifi',
      is_availabled: true,
    },
  ],
  images: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      src: '/uploads/rooms/a-960.webp',
      srcset: '/uploads/rooms/a-480.webp 480w, /uploads/rooms/a-960.webp 960w',
      width: 960,
      height: 640,
      alt_en: 'The terrace at dusk',
      alt_es: 'La terraza al atardecer',
      position: 0,
    },
    {
      id: '00000000-0000-4000-8000-0000000000b2',
      src: '/uploads/rooms/b-960.webp',
      srcset: '/uploads/rooms/b-480.webp 480w, /uploads/rooms/b-960.webp 960w',
      width: 960,
      height: 640,
      alt_en: 'The bathroom',
      alt_es: 'El baño',
      position: 1,
    },
  ],
  archived_at: null,
  future_reservations: 2,
  created_at: '2026-03-01T15:00:00.000Z',
  updated_at: '2026-03-01T15:00:00.000Z',
}

const closure: RoomClosure = {
  id: '00000000-0000-4000-8000-0000000000c1',
  room_number: 401,
  start_date: '2026-12-01',
  end_date: '2026-12-03',
  reason: 'Leak in the bathroom',
  created_by: 'Ana Rivas',
  created_at: '2026-03-01T15:00:00.000Z',
}

const editorQueries = [
  [roomKeys.detail(401), room],
  [roomKeys.closures(401), [closure]],
  [roomKeys.services, [{ id: '00000000-0000-4000-8000-0000000000a2', code: 'desk', name: 'Desk' }]],
] as const

describe('room screens', () => {
  it("keeps the contract's types and reads only known filters from the address", () => {
    expect(roomTypeList).toEqual([...roomTypes])
    expect(bedTypeList).toEqual([...bedTypes])
    expect(readType('triple')).toBe('triple')
    expect(readType('penthouse')).toBeUndefined()
    expect(readArchived('true')).toBe('true')
    expect(readArchived('maybe')).toBe('false')
  })

  it('writes tariffs as staff type them and sends minor units', () => {
    expect(toMinor('55')).toBe(5500)
    expect(toMinor('55.5')).toBe(5550)
    expect(toMinor('55,25')).toBe(5525)
    expect(toMinor('-1')).toBeNaN()
    expect(toMinor('')).toBeNaN()
    const payload = roomPayload(formValuesOf(room))
    expect(payload).toEqual({
      number: 401,
      type: 'double',
      description_en: room.description_en,
      description_es: room.description_es,
      beds: room.beds,
      capacities: room.capacities,
      services: ['00000000-0000-4000-8000-0000000000a1'],
    })
    expect(roomCreateSchema.safeParse(payload).success).toBe(true)
    const bad = roomCreateSchema.safeParse({ ...payload, number: Number.NaN, capacities: [] })
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['number', 'capacities'])
  })

  it('moves a picture one place, never past the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })

  it('lists rooms with type, guests, price from, status and the archived badge', async () => {
    const queries = [
      [
        roomKeys.list(params, { type: undefined, archived: 'false' }),
        {
          data: [row(101), row(109, { type: 'triple', archived_at: '2026-03-02T10:00:00.000Z' })],
          meta: meta(2),
        },
      ],
    ] as const
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/rooms', queries })
    const content = text(html)
    expect(content).toContain('Room 101')
    expect(content).toContain('Triple')
    expect(content).toContain('$55.00')
    expect(content).toContain('Archived')
    expect(content).toContain('Available')
    expect(content).toContain('New room')
    expect(html).toContain('href="/rooms/109"')

    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: receptionist, path: '/rooms', queries }),
    )
    expect(es).toContain('Habitación 101')
    expect(es).toContain('Archivada')
    expect(es).toContain('Disponible')
    expect(es).not.toContain('Nueva habitación')
  })

  it('says so when no room matches the filters', async () => {
    const content = text(
      await renderHtml(<AppRoutes />, {
        session: owner,
        path: '/rooms?type=single&archived=true',
        queries: [[roomKeys.list(params, { type: 'single', archived: 'true' }), { data: [], meta: meta(0) }]],
      }),
    )
    expect(content).toContain('No room matches these filters')
  })

  it('shows the editor with beds, prices, services, pictures in order, closures and the archive action', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/rooms/401',
      queries: editorQueries,
    })
    const content = text(html)
    expect(content).toContain('Room 401')
    expect(content).toContain('Guests and nightly prices')
    expect(content).toContain('Queen')
    expect(content).toContain('Wifi')
    expect(content).toContain('Desk')
    expect(html).toContain('value="The terrace at dusk"')
    expect(html).toContain('aria-label="Move picture 2 up"')
    expect(content).toContain('Leak in the bathroom')
    expect(content).toContain('by Ana Rivas')
    expect(content).toContain('Dec 1, 2026 to Dec 3, 2026')
    expect(content).toContain('Archive room')
    expect(content).toContain('Its 2 upcoming reservations stay as they are')
    expect(content).toContain('Save room')

    const es = text(
      await renderHtml(<AppRoutes />, {
        lng: 'es',
        session: owner,
        path: '/rooms/401',
        queries: editorQueries,
      }),
    )
    expect(es).toContain('Habitación 401')
    expect(es).toContain('Cierres')
    expect(es).toContain('Archivar habitación')
  })

  it('shows a receptionist the room without edit controls', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: receptionist,
      path: '/rooms/401',
      queries: editorQueries,
    })
    const content = text(html)
    expect(content).toContain('Leak in the bathroom')
    expect(content).not.toContain('Save room')
    expect(content).not.toContain('Archive room')
    expect(content).not.toContain('Add a picture')
    expect(content).not.toContain('Close these nights')
    expect(html).not.toContain('Move picture 2 up')
  })

  it('offers a blank form for a new room, only with rooms.manage', async () => {
    const content = text(
      await renderHtml(<AppRoutes />, { session: owner, path: '/rooms/new', queries: editorQueries }),
    )
    expect(content).toContain('New room')
    expect(content).toContain('Create room')
    expect(content).not.toContain('Closures')
    const denied = text(
      await renderHtml(<AppRoutes />, { session: receptionist, path: '/rooms/new', queries: editorQueries }),
    )
    expect(denied).not.toContain('Create room')
  })
})
