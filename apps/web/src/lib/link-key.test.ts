import { describe, expect, it, vi } from 'vitest'
import { setApiToken } from './api.ts'
import { callWithKey, forgetKey, readLinkQuery, recallKey, rememberKey, takeLinkKey } from './link-key.ts'
import { MemoryStorage } from './memory-storage.ts'

// The app's API client binds fetch when its module loads: replaced before the imports run.
const sent = vi.hoisted(() => {
  const requests: { url: string; headers: Record<string, string> }[] = []
  globalThis.fetch = async (url, init) => {
    requests.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string> })
    return new Response('{"data":"ok"}', { status: 200 })
  }
  return requests
})

const key = 'Qm9va2VkLXdpdGhvdXQtYW4tYWNjb3VudA'

describe('readLinkQuery', () => {
  it('takes the key out of the address and keeps the language', () => {
    expect(readLinkQuery(`?key=${key}&lang=es`)).toEqual({ key, lang: 'es', rest: '?lang=es' })
    expect(readLinkQuery(`?key=${key}`)).toEqual({ key, lang: null, rest: '' })
    expect(readLinkQuery('?lang=en&pay=1')).toEqual({ key: null, lang: 'en', rest: '?lang=en&pay=1' })
  })

  it('drops a key that cannot be one (cut short, or not base64url) from the address too', () => {
    expect(readLinkQuery('?key=abc&lang=es')).toEqual({ key: null, lang: 'es', rest: '?lang=es' })
    expect(readLinkQuery('?key=<script>alert(1)</script>xxxxxxxxxx')).toMatchObject({ key: null, rest: '' })
  })
})

describe('takeLinkKey', () => {
  it('stores the link key for the tab, so a reload without it in the address still opens the page', () => {
    const storage = new MemoryStorage()
    expect(takeLinkKey('K7QM-4TXR', `?key=${key}&lang=es`, storage).key).toBe(key)
    expect(storage.length).toBe(1)
    expect(takeLinkKey('K7QM-4TXR', '?lang=es', storage)).toEqual({ key, lang: 'es', rest: '?lang=es' })
    // The reference is matched whatever its case.
    expect(takeLinkKey('k7qm-4txr', '', storage).key).toBe(key)
  })

  it('keeps each reservation to its own key', () => {
    const storage = new MemoryStorage()
    takeLinkKey('K7QM-4TXR', `?key=${key}`, storage)
    expect(takeLinkKey('ZZZZ-2222', '', storage).key).toBeNull()
    const second = `${key}-2`
    takeLinkKey('ZZZZ-2222', `?key=${second}`, storage)
    expect(recallKey('ZZZZ-2222', storage)).toBe(second)
    expect(recallKey('K7QM-4TXR', storage)).toBe(key)
  })

  it('a newer link replaces the stored key; a refused key is forgotten', () => {
    const storage = new MemoryStorage()
    rememberKey('AAAA-1111', key, storage)
    takeLinkKey('AAAA-1111', `?key=${key}X`, storage)
    expect(recallKey('AAAA-1111', storage)).toBe(`${key}X`)
    forgetKey('AAAA-1111', storage)
    expect(recallKey('AAAA-1111', storage)).toBeNull()
    expect(takeLinkKey('AAAA-1111', '', storage).key).toBeNull()
  })

  it('without storage (private mode) the key lasts the page', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(takeLinkKey('BBBB-3333', `?key=${key}`, refusing).key).toBe(key)
    expect(takeLinkKey('BBBB-3333', '', refusing).key).toBe(key)
    forgetKey('BBBB-3333', refusing)
    expect(takeLinkKey('BBBB-3333', '', refusing).key).toBeNull()
  })
})

describe('callWithKey', () => {
  it("sends the key in the query and not the signed-in guest's token (the API would read the token first)", async () => {
    setApiToken('someone-elses-session')
    expect(await callWithKey('/reservations/K7QM-4TXR', { query: { format: 'pdf' } }, key)).toEqual({
      data: 'ok',
    })
    const request = sent.at(-1)
    expect(request?.url).toBe(`/api/v1/reservations/K7QM-4TXR?format=pdf&key=${key}`)
    expect(request?.headers.Authorization).toBeUndefined()
    setApiToken(null)
  })
})
