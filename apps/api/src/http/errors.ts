import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import {
  type ErrorBody,
  type ErrorCode,
  errorStatus,
  type Locale,
  localeFromAcceptLanguage,
  maxImageBytes,
} from '@hotel/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { concurrencyFailures, loggableError, pgError } from '../db/errors.ts'
import { isMessageKey, type MessageKey, type MessageParams, translate } from './messages/index.ts'

/** A failure the API answers on purpose: a code of the contract's list (which gives its status), a message. */
export class AppError extends Error {
  readonly statusCode: number
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly fieldErrors?: Record<string, { key: MessageKey; params?: MessageParams }[]>,
    /** Only for a client error Fastify raised with a status of its own (`bad_request`). */
    statusCode?: number,
  ) {
    super(messageKey)
    this.name = 'AppError'
    this.statusCode = statusCode ?? errorStatus[code]
  }
}

export const notFound = () => new AppError('not_found', 'not_found')

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
  }
}

type ValidationIssue = {
  keyword: string
  instancePath: string
  message?: string
  params: Record<string, unknown>
}

/** Maps one zod issue to a catalogue entry: schemas may name a catalogue key as their message. */
function issueMessage(issue: ValidationIssue): { key: MessageKey; params: MessageParams } {
  const p = issue.params
  const limits: MessageParams = {}
  if (p.minimum !== undefined) limits.min = Number(p.minimum)
  if (p.maximum !== undefined) limits.max = Number(p.maximum)
  if (issue.message && isMessageKey(issue.message)) return { key: issue.message, params: limits }
  switch (issue.keyword) {
    case 'invalid_type': {
      if (issue.message?.includes('received undefined') || issue.message?.includes('received null')) {
        return { key: 'validation.required', params: {} }
      }
      const expected = String(p.expected)
      if (expected === 'number') return { key: 'validation.number', params: {} }
      if (expected === 'int') return { key: 'validation.integer', params: {} }
      if (expected === 'boolean') return { key: 'validation.boolean', params: {} }
      if (expected === 'date') return { key: 'validation.date', params: {} }
      if (expected === 'string') return { key: 'validation.string', params: {} }
      return { key: 'validation.invalid', params: {} }
    }
    case 'too_small':
      return { key: p.origin === 'string' ? 'validation.too_short' : 'validation.too_small', params: limits }
    case 'too_big':
      return { key: p.origin === 'string' ? 'validation.too_long' : 'validation.too_big', params: limits }
    case 'invalid_format':
      if (p.format === 'email') return { key: 'validation.email', params: {} }
      if (p.format === 'uuid') return { key: 'validation.uuid', params: {} }
      if (p.format === 'date' || p.format === 'datetime') return { key: 'validation.date', params: {} }
      return { key: 'validation.invalid', params: {} }
    case 'invalid_value':
      return { key: 'validation.invalid_option', params: {} }
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field', params: {} }
    default:
      return { key: 'validation.invalid', params: {} }
  }
}

function fieldName(issue: ValidationIssue): string {
  const keys = issue.params.keys
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length) return String(keys[0])
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
}

function sendError(reply: FastifyReply, locale: Locale, error: AppError) {
  const body: ErrorBody = {
    message: translate(locale, error.messageKey, error.params),
    code: error.code,
  }
  if (error.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, list]) => [
        field,
        list.map((entry) => translate(locale, entry.key, entry.params)),
      ]),
    )
    const first = Object.values(body.errors)[0]?.[0]
    if (first) body.message = first
  }
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body)
}

function fromValidation(context: string | undefined, issues: ValidationIssue[]): AppError {
  // Field names come from the caller's body: a Map keeps `constructor` or `__proto__` an ordinary key.
  const fields = new Map<string, { key: MessageKey; params?: MessageParams }[]>()
  for (const issue of issues) {
    const name = fieldName(issue)
    const list = fields.get(name) ?? []
    list.push(issueMessage(issue))
    fields.set(name, list)
  }
  const isQuery = context === 'querystring'
  return new AppError(
    isQuery ? 'invalid_query' : 'validation_failed',
    isQuery ? 'query.invalid' : 'validation_failed',
    {},
    Object.fromEntries(fields),
  )
}

/** Validates `data` with a zod schema outside Fastify's own validation (multipart bodies): same errors. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  return throwValidation(result.error)
}

function throwValidation(error: z.ZodError): never {
  throw fromValidation(
    'body',
    error.issues.map((issue) => {
      const { code, path, message, ...params } = issue
      return { keyword: code, instancePath: `/${path.join('/')}`, message, params }
    }),
  )
}

/** Turns any thrown error into `{ message, code, errors? }` in the caller's language; never a 500 for bad input. */
function toAppError(error: FastifyError, bodyLimit: number): AppError {
  if (error instanceof AppError) return error
  // A lost race that PostgreSQL settled by aborting this transaction: the caller may simply try again.
  if (concurrencyFailures.includes(pgError(error)?.code ?? ''))
    return new AppError('concurrent_change', 'concurrent_change')
  if (hasZodFastifySchemaValidationErrors(error)) {
    return fromValidation(error.validationContext, error.validation as unknown as ValidationIssue[])
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('malformed_json', 'malformed_json')
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('unsupported_media_type', 'unsupported_media_type')
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('image_too_large', 'file.too_large', {
        size: Math.floor(maxImageBytes / (1024 * 1024)),
      })
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('unsupported_media_type', 'unsupported_media_type')
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'payload_too_large', {
        size: Math.floor(bodyLimit / (1024 * 1024)),
      })
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError('malformed_json', 'malformed_json')
  }
  if (error.statusCode === 429) {
    const seconds = Math.max(1, Math.ceil(Number((error as { ttl?: number }).ttl ?? 60_000) / 1000))
    return new AppError('too_many_attempts', 'too_many_attempts', { seconds })
  }
  if (error.statusCode === 404) return notFound()
  if (error.statusCode === 405) return new AppError('method_not_allowed', 'method_not_allowed')
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('bad_request', 'validation_failed', {}, undefined, error.statusCode)
  }
  return new AppError('internal_error', 'internal_error')
}

export function requestLocale(request: FastifyRequest, fallback: Locale): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language'], fallback)
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (a raw byte above 0x7f in the
 * request line, oversized headers, a timeout) never reaches Fastify, so its answer is written on the socket
 * here, in the error model. Its headers were not read: the message is in the default language.
 */
export function clientErrors(defaultLocale: Locale) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, code, key]: [number, ErrorCode, MessageKey] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'request_timeout']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'headers_too_large', 'headers_too_large']
          : [400, 'malformed_request', 'malformed_request']
    const body = JSON.stringify({ message: translate(defaultLocale, key), code } satisfies ErrorBody)
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      )
    socket.destroy(error)
  }
}

/** Fastify's `frameworkErrors` option: a malformed URL gets the error model too (it runs before any hook). */
export function frameworkErrors(defaultLocale: Locale) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError =
      error.code === 'FST_ERR_BAD_URL'
        ? new AppError('malformed_url', 'malformed_url')
        : new AppError('bad_request', 'validation_failed')
    return sendError(reply, requestLocale(request, defaultLocale), appError)
  }
}

export function registerErrorHandling(
  app: FastifyInstance,
  options: { bodyLimit: number; defaultLocale: Locale },
) {
  app.decorateRequest('locale', options.defaultLocale)
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request, options.defaultLocale)
  })
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, options.bodyLimit)
    if (appError.statusCode >= 500) request.log.error({ err: loggableError(error) }, 'request failed')
    return sendError(reply, request.locale, appError)
  })
  app.setNotFoundHandler((request, reply) => sendError(reply, request.locale, notFound()))
}
