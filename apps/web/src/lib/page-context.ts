import type { PageContext } from '@hotel/contract'
import type { Language } from '../i18n/options.ts'

// The load context the API passes when it renders a page per request (apps/api/src/http/render.ts): the
// language it picked for the guest and the data it read for the page. Empty while pre-rendering.
declare module 'react-router' {
  interface AppLoadContext extends PageContext {
    language?: Language
  }
}
