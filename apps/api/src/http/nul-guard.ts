import type { FastifyInstance } from 'fastify'
import { AppError } from './errors.ts'

/**
 * The paths (`user.name`, `rooms.0.number`) of strings holding a NUL character, which PostgreSQL cannot store
 * in text. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function nulFields(value: unknown): string[] {
  const found: string[] = []
  const pending: [unknown, string][] = [[value, '']]
  while (pending.length) {
    const [item, path] = pending.pop() as [unknown, string]
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(path || '_')
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) pending.push([child, path ? `${path}.${key}` : key])
    }
  }
  return found
}

/** The error for fields that hold a NUL character: 422, like any other invalid field. */
export function nulError(fields: string[], context: 'body' | 'querystring'): AppError {
  const isQuery = context === 'querystring'
  return new AppError(
    isQuery ? 'invalid_query' : 'validation_failed',
    isQuery ? 'query.invalid' : 'validation_failed',
    {},
    Object.fromEntries(fields.map((field) => [field, [{ key: 'validation.control_character' as const }]])),
  )
}

/** Refuses a NUL character anywhere in a request's body, query or path before validation sees it. */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const inQuery = [...nulFields(request.params), ...nulFields(request.query)]
    if (inQuery.length) throw nulError(inQuery, 'querystring')
    const inBody = nulFields(request.body)
    if (inBody.length) throw nulError(inBody, 'body')
  })
}
