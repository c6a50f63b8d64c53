// react-i18next imports `use-sync-external-store/shim` for React 17; React 19 has the hook built in.
// vite.config.ts aliases the shim to this module, which saves its bytes on every page.
export { useSyncExternalStore } from 'react'
