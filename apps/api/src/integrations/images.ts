import { randomUUID } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { AppError } from '../http/errors.ts'

const accepted = new Set(['jpeg', 'png'])

/**
 * Checks that `data` really is a JPEG or PNG (by content, whatever the file name says), then stores it as a
 * square WebP under `<uploadsDir>/<folder>/` and answers its public path under /uploads.
 */
export async function storeProfileImage(uploadsDir: string, data: Buffer): Promise<string> {
  let format: string | undefined
  try {
    format = (await sharp(data).metadata()).format
  } catch {
    format = undefined
  }
  if (!format || !accepted.has(format)) throw new AppError(422, 'invalid_image', 'file.invalid_image')
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
