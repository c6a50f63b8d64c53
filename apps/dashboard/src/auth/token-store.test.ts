import { describe, expect, it, vi } from 'vitest'
import { createTokenStore, tokenStorageKey } from './token-store.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

describe('token store', () => {
  it("keeps the token under 'staff-auth'", () => {
    const storage = memoryStorage()
    const store = createTokenStore(storage)
    expect(store.get()).toBeNull()
    store.set('tok-1')
    expect(storage.data.get(tokenStorageKey)).toBe('tok-1')
    expect(tokenStorageKey).toBe('staff-auth')
    expect(createTokenStore(storage).get()).toBe('tok-1')
  })

  it('tells listeners why a session ended, once', () => {
    const store = createTokenStore(memoryStorage({ [tokenStorageKey]: 'tok-1' }))
    const listener = vi.fn()
    store.subscribe(listener)
    store.clear('expired')
    store.clear('expired')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith(null, 'expired')
    expect(store.get()).toBeNull()
  })

  it('follows sign-in and sign-out in another tab', () => {
    const storage = memoryStorage()
    const store = createTokenStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    storage.data.set(tokenStorageKey, 'other-tab')
    store.syncFromStorage()
    expect(store.get()).toBe('other-tab')
    storage.data.delete(tokenStorageKey)
    store.syncFromStorage()
    expect(listener).toHaveBeenLastCalledWith(null, 'elsewhere')
  })

  it('still works in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createTokenStore(broken)
    expect(store.get()).toBeNull()
    store.set('tok')
    expect(store.get()).toBe('tok')
    store.clear('signed-out')
    expect(store.get()).toBeNull()
  })

  it('stops notifying after unsubscribe', () => {
    const store = createTokenStore(memoryStorage())
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.set('tok')
    expect(listener).not.toHaveBeenCalled()
  })
})
