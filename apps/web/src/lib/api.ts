import { createApiClient } from '@hotel/contract'

/**
 * The app's API client: JSON under /api/v1, the page's language in Accept-Language. The bearer token
 * comes with the accounts feature.
 */
export const api = createApiClient({
  baseUrl: '/api/v1',
  getToken: () => null,
  getLanguage: () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en'),
})
