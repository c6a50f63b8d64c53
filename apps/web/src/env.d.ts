/** Hash of public/locales, appended as ?v= to translation requests (vite.config.ts). */
declare const __LOCALES_VERSION__: string
/** Year of the build; pre-rendered pages show it until the browser knows the current year. */
declare const __BUILD_YEAR__: number
