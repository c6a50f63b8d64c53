import { createApiClient } from '@hotel/contract'

let token: string | null = null

/** The signed-in guest's token, set by the auth store (features/account/auth-store.ts). */
export const setApiToken = (value: string | null) => {
  token = value
}

/** The app's API client: JSON under /api/v1, the page's language in Accept-Language, the bearer token. */
export const api = createApiClient({
  baseUrl: '/api/v1',
  getToken: () => token,
  getLanguage: () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en'),
})

/** Prefix of the site's localStorage keys (VITE_STORAGE_PREFIX, "@secure." by default). */
export const storagePrefix = import.meta.env.VITE_STORAGE_PREFIX || '@secure.'
/** localStorage key of the saved session. */
const authStorageKey = `${storagePrefix}user-auth`

let storeLoaded = false

/** Called by the auth store when it loads (a sign-in on this visit). */
export const markAuthStoreLoaded = () => {
  storeLoaded = true
}

/**
 * Whether the header needs the account code: the auth store is loaded, or a saved session exists.
 * Signed-out visitors never download it.
 */
export const accountWanted = () => {
  if (storeLoaded) return true
  try {
    return localStorage.getItem(authStorageKey) !== null
  } catch {
    return false
  }
}
