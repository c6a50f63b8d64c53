import { type Permission, permissions, type RoleEntry, type StaffRole } from '@hotel/contract'

/** The part of a permission's name before the dot: 'rooms' for 'rooms.view'. */
type ResourceOf<P> = P extends `${infer R}.${string}` ? R : never
type Resource = ResourceOf<Permission>

export interface PermissionGroup {
  resource: Resource
  permissions: Permission[]
}

/** The catalogue as the matrix lists it: one group per resource, in the catalogue's order. */
export function groupByResource(list: readonly Permission[]): PermissionGroup[] {
  const groups = new Map<Resource, Permission[]>()
  for (const permission of list) {
    const resource = permission.slice(0, permission.indexOf('.')) as Resource
    const group = groups.get(resource)
    if (group) group.push(permission)
    else groups.set(resource, [permission])
  }
  return [...groups].map(([resource, members]) => ({ resource, permissions: members }))
}

/**
 * The owner's edits not yet saved: for each role touched, the whole set it should hold. A whole set rather than
 * a list of toggles, because that is what PUT /staff/roles/{role}/permissions takes.
 */
export type Draft = Partial<Record<StaffRole, readonly Permission[]>>

const inCatalogueOrder = (held: Iterable<Permission>): Permission[] => {
  const set = new Set(held)
  return permissions.filter((permission) => set.has(permission))
}

const sameGrants = (a: readonly Permission[], b: readonly Permission[]) =>
  inCatalogueOrder(a).join() === inCatalogueOrder(b).join()

/** What the matrix shows for a role: the owner's edit when there is one, otherwise what the server holds. */
export const shownGrants = (entry: RoleEntry, draft: Draft): readonly Permission[] =>
  draft[entry.role] ?? entry.permissions

/**
 * Ticks or unticks one cell. A role toggled back to what the server holds leaves the draft, so the draft only
 * ever holds real changes and "Save changes" stays off when there is nothing to save.
 */
export function toggleGrant(draft: Draft, entry: RoleEntry, permission: Permission): Draft {
  const current = shownGrants(entry, draft)
  const next = current.includes(permission)
    ? current.filter((held) => held !== permission)
    : inCatalogueOrder([...current, permission])
  const { [entry.role]: _previous, ...others } = draft
  return sameGrants(next, entry.permissions) ? others : { ...others, [entry.role]: next }
}

export interface RoleChange {
  role: StaffRole
  permissions: Permission[]
}

/**
 * The PUTs that "Save changes" sends: the editable roles whose draft differs from the server's current set,
 * compared again here because the matrix may have been fetched anew since the edit.
 */
export function pendingChanges(roles: readonly RoleEntry[], draft: Draft): RoleChange[] {
  return roles.flatMap((entry) => {
    const wanted = draft[entry.role]
    if (!entry.editable || !wanted || sameGrants(wanted, entry.permissions)) return []
    return [{ role: entry.role, permissions: inCatalogueOrder(wanted) }]
  })
}

/** Whether the cell differs from what the server holds, to mark it until it is saved. */
export const isChanged = (entry: RoleEntry, draft: Draft, permission: Permission) =>
  draft[entry.role] !== undefined &&
  shownGrants(entry, draft).includes(permission) !== entry.permissions.includes(permission)

/** Drops the roles just saved from the draft; those that failed stay, so nothing the owner chose is lost. */
export function withoutRoles(draft: Draft, saved: readonly StaffRole[]): Draft {
  return Object.fromEntries(
    Object.entries(draft).filter(([role]) => !saved.includes(role as StaffRole)),
  ) as Draft
}
