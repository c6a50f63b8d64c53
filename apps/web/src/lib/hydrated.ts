import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/**
 * False while pre-rendering and during hydration, true after (and on client-side renders). A pre-rendered
 * page renders what its HTML holds first (e.g. without the address's query), then the real state. Submit
 * buttons wait for it: a form sent before would be a plain GET, with the e-mail (and the password) in the
 * address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}
