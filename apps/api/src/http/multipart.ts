import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'

/**
 * Reads a JSON body, or a multipart form whose text fields become the body and whose `fileField` part
 * (if any, and not empty) is returned as a buffer. The file size limit is the multipart plugin's.
 */
export async function readForm(
  request: FastifyRequest,
  fileField: string,
): Promise<{ body: unknown; file: Buffer | null }> {
  if (!request.isMultipart()) return { body: request.body, file: null }
  const body: Record<string, unknown> = {}
  let file: Buffer | null = null
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer()
      if (part.fieldname === fileField && data.length > 0) file = data
    } else {
      body[part.fieldname] = part.value
    }
  }
  return { body, file }
}

export function requireFile(file: Buffer | null): Buffer {
  if (!file) throw new AppError(422, 'no_file', 'file.no_file')
  return file
}
