/** Hash of public/locales, appended as ?v= to translation requests (vite.config.ts). */
declare const __LOCALES_VERSION__: string
/** Year of the build; pre-rendered pages show it until the browser knows the current year. */
declare const __BUILD_YEAR__: number

interface ImportMetaEnv {
  /** Prefix of the site's localStorage keys ("@secure." by default). */
  readonly VITE_STORAGE_PREFIX?: string
  /** Secret the saved session is encrypted with (obfuscation only; see README). */
  readonly VITE_STORAGE_KEY?: string
  /** Salt of the storage key derivation. */
  readonly VITE_STORAGE_SALT?: string
}

interface Window {
  /** The hotel's facts the server filled into this page (apps/api/src/http/site-facts.ts). */
  __hotel?: import('@hotel/contract').Hotel
}
