/** Errors as `{ error: { code, message } }`, body field checks, and canonical JSON for idempotency hashes. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toBody() {
    return { error: { code: this.code, message: this.message } }
  }
}

export function invalid(field: string, message: string, code = 'invalid_request'): ApiError {
  return new ApiError(422, code, `${field}: ${message}`)
}

export type Body = Record<string, unknown>

/** The JSON body as an object; a missing body reads as `{}`. */
export function objectBody(body: unknown): Body {
  if (body === undefined || body === null) return {}
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_json', 'the body must be a JSON object')
  }
  return body as Body
}

export function requiredString(body: Body, field: string, max: number): string {
  const value = body[field]
  if (typeof value !== 'string' || value.trim() === '') throw invalid(field, 'required (a non-empty string)')
  if (value.length > max) throw invalid(field, `at most ${max} characters`)
  return value
}

export function optionalString(body: Body, field: string, max: number): string | null {
  const value = body[field]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw invalid(field, 'must be a string')
  if (value.length > max) throw invalid(field, `at most ${max} characters`)
  return value
}

/** A whole number of minor units (cents), at least 1. */
export function amountField(body: Body, field: string, required: boolean): number | null {
  const value = body[field]
  if (value === undefined && !required) return null
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw invalid(field, 'a whole number of cents, at least 1', 'invalid_amount')
  }
  return value
}

/** JSON with object keys sorted, so two bodies that differ only in key order or spacing hash the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return ''
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`
  const entries = Object.keys(value)
    .sort()
    .filter((key) => (value as Body)[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Body)[key])}`)
  return `{${entries.join(',')}}`
}
