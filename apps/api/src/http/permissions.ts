import { isOwnerOnly, type Permission } from '@hotel/contract'
import { AppError } from './errors.ts'
import type { MessageKey } from './messages/index.ts'

/** Whoever acts with a set of permissions: a staff session, or the actor a service is handed. */
interface Holder {
  permissions: readonly Permission[]
}

/**
 * Whether `who` holds `permission`. A route's own permission is checked by the auth hook; a service asks this
 * when a rule depends on the record (a deadline passed, a balance left unpaid).
 */
export const holds = (who: Holder, permission: Permission) => who.permissions.includes(permission)

/**
 * 403 `forbidden` unless `who` holds `permission`: "The operation requires higher privileges" for an owner-only
 * one, else the missing permission's message, or `message` when the refusal has words of its own.
 */
export function requirePermission(who: Holder, permission: Permission, message?: MessageKey) {
  if (holds(who, permission)) return
  throw new AppError(
    'forbidden',
    message ?? (isOwnerOnly(permission) ? 'auth.forbidden' : 'auth.permission_missing'),
  )
}
