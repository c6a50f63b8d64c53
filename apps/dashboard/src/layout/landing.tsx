import { Navigate } from 'react-router'
import { useCan } from '../auth/auth.tsx'
import { type Screen, screenHref, screens, soleWorkScreen } from '../screens.ts'
import { ScreenGuard } from './screen-guard.tsx'

/**
 * The dashboard's home address: someone with a single screen of work (a housekeeper) lands on it, everyone else on
 * the overview (`screen`). Decided here, not in the overview page, so that no page reads the table that lists it.
 */
export function Landing({ screen }: { screen: Screen }) {
  const can = useCan()
  const sole = soleWorkScreen(screens, can)
  if (sole) return <Navigate to={screenHref(sole)} replace />
  return <ScreenGuard screen={screen} />
}
