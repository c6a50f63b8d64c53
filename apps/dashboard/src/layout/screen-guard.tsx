import { useCan } from '../auth/auth.tsx'
import { AccessDenied } from '../components/access-denied.tsx'
import type { Screen } from '../screens.ts'

/** A screen's page, or the 403 state for someone whose permissions do not include it. */
export function ScreenGuard({ screen }: { screen: Screen }) {
  const can = useCan()
  if (!can(screen.permission)) return <AccessDenied />
  return <screen.page />
}
