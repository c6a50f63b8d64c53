import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readLocale } from './client.ts'

const ok = (body: string) => new Response(body, { status: 200 })

describe('readLocale', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('__LOCALES_VERSION__', 'v1')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('reads /locales/{lng}/{ns}.json', async () => {
    const fetch = vi.fn(async () => ok('{"a":"b"}'))
    vi.stubGlobal('fetch', fetch)
    await expect(readLocale('es', 'rooms')).resolves.toEqual({ a: 'b' })
    expect(fetch).toHaveBeenCalledWith('/locales/es/rooms.json?v=v1')
  })

  it('retries a network error or a 5xx five times, waiting 350 ms and doubling', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(ok('{"a":"b"}'))
    vi.stubGlobal('fetch', fetch)
    const read = readLocale('en', 'common')
    await vi.advanceTimersByTimeAsync(349)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(699)
    expect(fetch).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    await expect(read).resolves.toEqual({ a: 'b' })
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('gives up after the fifth retry', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 500 }))
    vi.stubGlobal('fetch', fetch)
    const read = readLocale('en', 'common')
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600)
    await expect(read).resolves.toBeUndefined()
    expect(fetch).toHaveBeenCalledTimes(6)
  })

  it('does not retry a 4xx or a broken file', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('', { status: 404 }))
      .mockResolvedValueOnce(ok('{broken'))
    vi.stubGlobal('fetch', fetch)
    await expect(readLocale('en', 'common')).resolves.toBeUndefined()
    await expect(readLocale('en', 'common')).resolves.toBeUndefined()
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
