import type { ErrorCode } from './error-codes.ts'
import type { ErrorBody } from './errors.ts'

/** A failed API call: the server's `code`, and the message to show (first `errors` entry, else `message`). */
export class ApiError extends Error {
  /** One of the API's codes; `network_error` when no answer (or no error body) came back. */
  readonly code: ErrorCode | 'network_error'
  readonly status: number
  readonly errors: ErrorBody['errors']

  constructor(status: number, body: Partial<ErrorBody>) {
    const firstFieldError = body.errors ? Object.values(body.errors)[0]?.[0] : undefined
    super(firstFieldError ?? body.message ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    // Typed, not checked at run time: the list would weigh on every page, and the API answers only its codes.
    this.code = (body.code as ErrorCode | undefined) ?? 'network_error'
    this.errors = body.errors
  }
}

export interface ApiClientOptions {
  /** Base URL of the API, e.g. `/api/v1`. */
  baseUrl: string
  getToken: () => string | null | undefined
  getLanguage: () => string
  fetch?: typeof fetch
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  /** Overrides the stored token (e.g. checking a token before it is saved). */
  token?: string
  signal?: AbortSignal
}

/** JSON client used by both apps: sends the language and bearer token, turns failures into ApiError. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)

  return async function request<T>(path: string, init: ApiRequest = {}): Promise<T> {
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) query.set(key, String(value))
    }
    const url = `${options.baseUrl}${path}${query.size ? `?${query}` : ''}`
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLanguage(),
    }
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData
    if (init.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
    const token = init.token ?? options.getToken()
    if (token) headers.Authorization = `Bearer ${token}`

    let response: Response
    try {
      response = await doFetch(url, {
        method: init.method ?? 'GET',
        headers,
        body:
          init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal: init.signal,
      })
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error
      throw new ApiError(0, { code: 'network_error', message: (error as Error).message })
    }
    const text = await response.text()
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = undefined
    }
    if (!response.ok) throw new ApiError(response.status, (body ?? {}) as Partial<ErrorBody>)
    return body as T
  }
}
export type ApiClient = ReturnType<typeof createApiClient>
