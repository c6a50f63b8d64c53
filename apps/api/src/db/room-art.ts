import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { roomImageSize, roomImageWidths } from '../lib/room-image-sizes.ts'

type RoomType = 'single' | 'double' | 'triple' | 'multiple'

const palette = {
  pine: '#1f4d3a',
  pineLight: '#5e8f6e',
  mist: '#b9d3c1',
  paper: '#f7f3ea',
  sand: '#ebe1cf',
  coffee: '#6b4a32',
  clay: '#c0653f',
  sun: '#e9a47c',
  ink: '#1c1c1a',
}

/** Wall tints per room type, so the four kinds of room look different at a glance. */
const walls: Record<RoomType, string> = {
  single: '#efe6d6',
  double: '#e8ddd0',
  triple: '#e6e4d6',
  multiple: '#ece2d2',
}

function pine(x: number, y: number, h: number, fill: string) {
  const w = h * 0.55
  return `<path d="M${x} ${y - h} L${x + w / 2} ${y - h * 0.45} H${x + w * 0.28} L${x + w * 0.62} ${y - h * 0.05} H${x - w * 0.62} L${x - w * 0.28} ${y - h * 0.45} H${x - w / 2} Z" fill="${fill}"/><rect x="${x - h * 0.03}" y="${y - h * 0.06}" width="${h * 0.06}" height="${h * 0.1}" fill="${palette.coffee}"/>`
}

function hills(width: number, top: number, height: number) {
  return `
  <path d="M0 ${top + height * 0.45} C${width * 0.2} ${top + height * 0.2} ${width * 0.4} ${top + height * 0.55} ${width * 0.6} ${top + height * 0.35} S${width * 0.9} ${top + height * 0.2} ${width} ${top + height * 0.4} V${top + height} H0 Z" fill="${palette.mist}"/>
  <path d="M0 ${top + height * 0.7} C${width * 0.25} ${top + height * 0.5} ${width * 0.5} ${top + height * 0.8} ${width * 0.75} ${top + height * 0.6} S${width} ${top + height * 0.65} ${width} ${top + height * 0.65} V${top + height} H0 Z" fill="${palette.pineLight}"/>`
}

function bed(x: number, y: number, width: number, blanket: string) {
  return `
  <rect x="${x}" y="${y - 150}" width="${width}" height="150" rx="18" fill="${palette.coffee}"/>
  <rect x="${x - 10}" y="${y - 40}" width="${width + 20}" height="90" rx="14" fill="#fffdf8"/>
  <rect x="${x + 20}" y="${y - 70}" width="${width * 0.36}" height="44" rx="16" fill="#ffffff" stroke="${palette.sand}" stroke-width="4"/>
  ${width > 260 ? `<rect x="${x + width * 0.6}" y="${y - 70}" width="${width * 0.34}" height="44" rx="16" fill="#ffffff" stroke="${palette.sand}" stroke-width="4"/>` : ''}
  <rect x="${x - 10}" y="${y - 4}" width="${width + 20}" height="70" rx="12" fill="${blanket}"/>
  <rect x="${x - 10}" y="${y + 30}" width="${width + 20}" height="10" fill="#00000018"/>
  <rect x="${x}" y="${y + 62}" width="14" height="40" fill="${palette.coffee}"/>
  <rect x="${x + width - 14}" y="${y + 62}" width="14" height="40" fill="${palette.coffee}"/>`
}

const beds: Record<RoomType, { width: number; blanket: string }[]> = {
  single: [{ width: 300, blanket: palette.pine }],
  double: [{ width: 420, blanket: palette.clay }],
  triple: [
    { width: 380, blanket: palette.pine },
    { width: 280, blanket: palette.clay },
  ],
  multiple: [
    { width: 400, blanket: palette.clay },
    { width: 250, blanket: palette.pine },
    { width: 250, blanket: palette.pineLight },
  ],
}

/** A bedroom: window onto the pine hills, the room's beds, lamp, plant and a woven rug. */
function bedroomSvg(type: RoomType): string {
  const { width, height } = roomImageSize
  const floor = 700
  const layout = beds[type]
  const gap = 50
  const total = layout.reduce((sum, b) => sum + b.width + 20, 0) + gap * (layout.length - 1)
  let x = (width - total) / 2 + 10
  const bedsSvg = layout
    .map((b) => {
      const svg = bed(x, floor - 10, b.width, b.blanket)
      x += b.width + 20 + gap
      return svg
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${walls[type]}"/>
  <rect y="${floor}" width="${width}" height="${height - floor}" fill="#b98a5e"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 120}" y="${floor}" width="2" height="${height - floor}" fill="#a47650"/>`).join('')}
  <rect x="${width / 2 - 260}" y="90" width="520" height="330" rx="10" fill="${palette.coffee}"/>
  <rect x="${width / 2 - 240}" y="110" width="490" height="290" fill="#cfe3dd"/>
  <circle cx="${width / 2 + 140}" cy="180" r="42" fill="${palette.sun}"/>
  <svg x="${width / 2 - 240}" y="110" width="490" height="290" viewBox="0 0 490 290">${hills(490, 100, 190)}
    ${pine(80, 270, 120, palette.pine)}${pine(140, 280, 90, palette.pine)}${pine(390, 275, 110, palette.pine)}</svg>
  <rect x="${width / 2 - 4}" y="110" width="8" height="290" fill="${palette.coffee}"/>
  <rect x="${width / 2 - 280}" y="415" width="560" height="18" rx="6" fill="${palette.coffee}"/>
  <ellipse cx="${width / 2}" cy="${floor + 150}" rx="420" ry="70" fill="${palette.clay}" opacity="0.55"/>
  <ellipse cx="${width / 2}" cy="${floor + 150}" rx="340" ry="48" fill="none" stroke="${palette.paper}" stroke-width="6" stroke-dasharray="22 14" opacity="0.8"/>
  ${bedsSvg}
  <rect x="70" y="${floor - 130}" width="110" height="130" rx="8" fill="${palette.coffee}"/>
  <rect x="112" y="${floor - 230}" width="8" height="100" fill="${palette.ink}"/>
  <path d="M76 ${floor - 230} H156 L136 ${floor - 290} H96 Z" fill="${palette.sun}"/>
  <rect x="${width - 190}" y="${floor - 90}" width="90" height="90" rx="10" fill="${palette.clay}"/>
  ${pine(width - 145, floor - 85, 190, palette.pineLight)}
</svg>`
}

/** The view: pine-covered hills at sunrise around Estelí, with the hotel's terrace rail. */
function viewSvg(type: RoomType): string {
  const { width, height } = roomImageSize
  const sky = { single: '#f3dcc5', double: '#f4d2bd', triple: '#efdcc8', multiple: '#f6d9c0' }[type]
  const trees = Array.from({ length: 14 }, (_, i) => {
    const x = 40 + i * 105 + (i % 3) * 17
    const y = 610 + (i % 4) * 28
    return pine(x, y, 120 + (i % 5) * 28, i % 2 ? palette.pine : '#2c5e48')
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${sky}"/>
  <circle cx="${width * 0.72}" cy="250" r="90" fill="${palette.sun}"/>
  ${hills(width, 300, 660)}
  ${trees}
  <path d="M0 690 C300 640 600 730 900 670 S1300 660 ${width} 690 V${height} H0 Z" fill="${palette.pine}"/>
  <rect y="${height - 90}" width="${width}" height="90" fill="${palette.coffee}"/>
  ${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 95 + 20}" y="${height - 210}" width="16" height="130" fill="${palette.coffee}"/>`).join('')}
  <rect y="${height - 220}" width="${width}" height="20" fill="#7d573a"/>
</svg>`
}

export const roomArt = {
  bedroom: { svg: bedroomSvg, en: 'illustration of the bedroom', es: 'ilustración del dormitorio' },
  view: {
    svg: viewSvg,
    en: 'illustration of the view of the pine hills',
    es: 'ilustración de la vista a los cerros de pinos',
  },
} as const

/**
 * Renders a demo picture of `type` to WebP variants under `<uploadsDir>/rooms/` (once: files already
 * there are kept) and answers its public base path.
 */
export async function renderRoomArt(
  uploadsDir: string,
  type: RoomType,
  view: keyof typeof roomArt,
): Promise<string> {
  const dir = path.join(uploadsDir, 'rooms')
  await mkdir(dir, { recursive: true })
  const name = `demo-${type}-${view}`
  const svg = Buffer.from(roomArt[view].svg(type))
  for (const width of roomImageWidths) {
    const file = path.join(dir, `${name}-${width}.webp`)
    if (!existsSync(file)) await sharp(svg).resize({ width }).webp({ quality: 80 }).toFile(file)
  }
  return `/uploads/rooms/${name}`
}
