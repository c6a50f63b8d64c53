/// <reference types="vite/client" />

/** Hash of the translation files at build time (vite.config.ts), appended to their URLs. */
declare const __LOCALES_VERSION__: string
