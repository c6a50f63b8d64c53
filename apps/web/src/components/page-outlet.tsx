import { Outlet, useMatches } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'
import { namespacesForRouteIds } from '../pages.ts'

/**
 * The page, once every namespace it declares in pages.ts is loaded. entry.client loads them before
 * hydrating; this covers client-side navigation, where a page's parts may use another namespace's keys
 * (`rooms:room.title` on the profile) that no earlier page loaded.
 */
export function PageOutlet() {
  const matches = useMatches()
  useTranslation(namespacesForRouteIds(matches.map((match) => match.id)))
  return <Outlet />
}
