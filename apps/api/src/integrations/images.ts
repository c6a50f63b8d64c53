import { randomUUID } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { AppError } from '../http/errors.ts'
import { roomImageRatio, roomImageWidths } from '../lib/room-image-sizes.ts'

const accepted = new Set(['jpeg', 'png'])

/** Checks that `data` really is a JPEG or PNG by its content, whatever the file name says. */
async function requireJpegOrPng(data: Buffer): Promise<void> {
  let format: string | undefined
  try {
    format = (await sharp(data).metadata()).format
  } catch {
    format = undefined
  }
  if (!format || !accepted.has(format)) throw new AppError('invalid_image', 'file.invalid_image')
}

/** Stores a JPEG or PNG as a 512 px square WebP under /uploads/profile and answers its public path. */
export async function storeProfileImage(uploadsDir: string, data: Buffer): Promise<string> {
  await requireJpegOrPng(data)
  const dir = path.join(uploadsDir, 'profile')
  await mkdir(dir, { recursive: true })
  const name = `${randomUUID()}.webp`
  await sharp(data)
    .rotate()
    .resize(512, 512, { fit: 'cover' })
    .webp({ quality: 82 })
    .toFile(path.join(dir, name))
  return `/uploads/profile/${name}`
}

/** Deletes a stored upload by its public path (a replaced picture, or one whose registration failed). */
export async function removeUpload(uploadsDir: string, publicPath: string | null) {
  if (!publicPath?.startsWith('/uploads/')) return
  await rm(path.join(uploadsDir, publicPath.slice('/uploads/'.length)), { force: true })
}

export interface StoredRoomImage {
  /** Public path without the `-<width>.webp` suffix. */
  basePath: string
  widths: number[]
  /** Size of the largest variant. */
  width: number
  height: number
}

/**
 * Stores a JPEG or PNG room picture as 3:2 WebP variants `<base>-<width>.webp` under /uploads/rooms: every
 * width of `roomImageWidths` the original covers (at least the smallest, so a small picture still shows).
 */
export async function storeRoomImage(uploadsDir: string, data: Buffer): Promise<StoredRoomImage> {
  await requireJpegOrPng(data)
  const source = sharp(data).rotate()
  const { width: sourceWidth = 0 } = await source.metadata()
  const widths = roomImageWidths.filter((w, i) => i === 0 || w <= sourceWidth)
  const dir = path.join(uploadsDir, 'rooms')
  await mkdir(dir, { recursive: true })
  const name = randomUUID()
  await Promise.all(
    widths.map((width) =>
      source
        .clone()
        .resize(width, Math.round(width * roomImageRatio), { fit: 'cover' })
        .webp({ quality: 80 })
        .toFile(path.join(dir, `${name}-${width}.webp`)),
    ),
  )
  const largest = widths.at(-1) ?? roomImageWidths[0]
  return {
    basePath: `/uploads/rooms/${name}`,
    widths,
    width: largest,
    height: Math.round(largest * roomImageRatio),
  }
}

/** Deletes every variant of a stored room picture. */
export async function removeRoomImage(uploadsDir: string, image: { basePath: string; widths: number[] }) {
  await Promise.all(image.widths.map((w) => removeUpload(uploadsDir, `${image.basePath}-${w}.webp`)))
}
