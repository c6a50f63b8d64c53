import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'
import { nulError, nulFields } from './nul-guard.ts'

/**
 * Reads a JSON body, or a multipart form whose text fields become the body and whose `fileField` part
 * (if any, and not empty) is returned as a buffer. The file size limit is the multipart plugin's.
 */
export async function readForm(
  request: FastifyRequest,
  fileField: string,
): Promise<{ body: unknown; file: Buffer | null }> {
  if (!request.isMultipart()) return { body: request.body, file: null }
  // Field names are the caller's: without a prototype, `__proto__` is an ordinary (and unknown) field.
  const body: Record<string, unknown> = Object.create(null)
  let file: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer()
        if (part.fieldname === fileField && data.length > 0) file = data
      } else {
        body[part.fieldname] = part.value
      }
    }
  } catch (error) {
    // The multipart plugin's own errors (limits, content type) carry a status; a cut-off body does not.
    if ((error as { statusCode?: number }).statusCode) throw error
    throw new AppError('malformed_multipart', 'malformed_multipart')
  }
  const withNul = nulFields(body)
  if (withNul.length) throw nulError(withNul, 'body')
  return { body, file }
}

export function requireFile(file: Buffer | null): Buffer {
  if (!file) throw new AppError('no_file', 'file.no_file')
  return file
}
