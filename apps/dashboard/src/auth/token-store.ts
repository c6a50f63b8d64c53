/** localStorage key holding the staff bearer token. */
export const tokenStorageKey = 'staff-auth'

export type SignOutReason = 'signed-out' | 'expired' | 'elsewhere'
type Listener = (token: string | null, reason: SignOutReason | null) => void

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The signed-in staff member's token, kept in storage and mirrored in memory (storage can be unavailable,
 * e.g. blocked by the browser; the session then lasts until the tab closes). Listeners hear every change.
 */
export function createTokenStore(storage: StorageLike | null) {
  let current = safeRead(storage)
  const listeners = new Set<Listener>()

  function emit(reason: SignOutReason | null) {
    for (const listener of listeners) listener(current, reason)
  }

  return {
    get: () => current,
    set(token: string) {
      current = token
      try {
        storage?.setItem(tokenStorageKey, token)
      } catch {
        // Storage full or blocked: keep the in-memory session.
      }
      emit(null)
    },
    clear(reason: SignOutReason) {
      if (current === null) return
      current = null
      try {
        storage?.removeItem(tokenStorageKey)
      } catch {
        // Nothing stored to remove.
      }
      emit(reason)
    },
    /** Another tab signed in or out: adopt its token. */
    syncFromStorage() {
      const stored = safeRead(storage)
      if (stored === current) return
      current = stored
      emit(stored ? null : 'elsewhere')
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
export type TokenStore = ReturnType<typeof createTokenStore>

function safeRead(storage: StorageLike | null): string | null {
  try {
    const value = storage?.getItem(tokenStorageKey)
    return value ? value : null
  } catch {
    return null
  }
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export const tokenStore = createTokenStore(browserStorage())

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === tokenStorageKey || event.key === null) tokenStore.syncFromStorage()
  })
}
