import {
  permissions as catalogueOrder,
  grantablePermissions,
  type Permission,
  type StaffRole,
  type StaffUserDetail,
  staffRoles,
} from '@hotel/contract'
import { Check, Plus, X } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { inputClass } from '../../components/field.tsx'
import { LoadingState, Spinner } from '../../components/loading-state.tsx'
import { useStaffLabels } from '../../lib/staff-labels.ts'
import { type GrantChange, useGrantChange, useRoleGrants } from './api.ts'
import { Card } from './parts.tsx'

interface GrantProps {
  person: StaffUserDetail
  isSelf: boolean
  /** Whether the signed-in person may change grants (roles.manage); without it the cards only show them. */
  canGrant: boolean
}

/**
 * What a person may do, as the API adds it up: an owner everything, anyone else their roles' grants and their
 * own, in the catalogue's order.
 */
export function effectivePermissions(
  roles: readonly StaffRole[],
  direct: readonly Permission[],
  grants: ReadonlyMap<StaffRole, readonly Permission[]>,
): Permission[] {
  if (roles.includes('owner')) return [...catalogueOrder]
  const held = new Set([...roles.flatMap((role) => grants.get(role) ?? []), ...direct])
  return catalogueOrder.filter((permission) => held.has(permission))
}

/** Taking something away, or making someone an owner, is asked first; other grants happen at once. */
const asksFirst = (change: GrantChange) =>
  change.action === 'remove' || (change.kind === 'roles' && change.role === 'owner')

const sameChange = (a: GrantChange | undefined, b: GrantChange) =>
  a !== undefined && a.action === b.action && grantName(a) === grantName(b)
const grantName = (change: GrantChange) => (change.kind === 'roles' ? change.role : change.permission)

/** One change at a time for a person's grants, with its question and its answer as a toast. */
function useGrants(person: StaffUserDetail, isSelf: boolean) {
  const mutation = useGrantChange(person, isSelf)
  const errorText = useErrorText()
  const [asking, setAsking] = useState<GrantChange | null>(null)
  function run(change: GrantChange) {
    mutation.mutate(change, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setAsking(null),
    })
  }
  return {
    request: (change: GrantChange) => (asksFirst(change) ? setAsking(change) : run(change)),
    asking,
    confirm: () => asking && run(asking),
    cancel: () => setAsking(null),
    pending: mutation.isPending,
    running: (change: GrantChange) => mutation.isPending && sameChange(mutation.variables, change),
  }
}

export function RoleGrants({ person, isSelf, canGrant }: GrantProps) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  const grants = useGrants(person, isSelf)
  const fullName = `${person.name} ${person.last_name}`
  const addable = staffRoles.filter((role) => !person.roles.includes(role))
  const asking = grants.asking?.kind === 'roles' ? grants.asking : null

  return (
    <Card id="roles-heading" title={t('staff.rolesHeading')} intro={t('staff.rolesIntro')}>
      <HeldGrants
        empty={t('staff.noRolesHeld')}
        canGrant={canGrant}
        grants={grants}
        held={person.roles.map((role) => ({
          label: labels.role(role),
          removeLabel: t('staff.removeRoleLabel', { role: labels.role(role) }),
          change: { kind: 'roles', action: 'remove', role },
        }))}
      />
      {canGrant && addable.length > 0 && (
        <AddGrant
          label={t('staff.addRole')}
          placeholder={t('staff.chooseRole')}
          options={addable.map((role) => ({ value: role, label: labels.role(role) }))}
          pending={grants.pending}
          onAdd={(role) => grants.request({ kind: 'roles', action: 'assign', role: role as StaffRole })}
        />
      )}
      <Confirm
        open={asking !== null}
        title={
          asking?.action === 'assign'
            ? t('staff.makeOwnerTitle', { name: fullName })
            : t('staff.removeRoleTitle', { name: fullName, role: asking ? labels.role(asking.role) : '' })
        }
        message={
          asking?.action === 'assign'
            ? t('staff.makeOwnerMessage', { name: fullName })
            : t(isSelf ? 'staff.removeRoleSelfMessage' : 'staff.removeRoleMessage', { name: fullName })
        }
        confirmLabel={asking?.action === 'assign' ? t('staff.makeOwner') : t('staff.removeRole')}
        tone={asking?.action === 'assign' ? 'default' : 'danger'}
        pending={grants.pending}
        onConfirm={grants.confirm}
        onCancel={grants.cancel}
      />
    </Card>
  )
}

export function PermissionGrants({ person, isSelf, canGrant }: GrantProps) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  const grants = useGrants(person, isSelf)
  const fullName = `${person.name} ${person.last_name}`
  // Owner-only permissions come with the owner role alone; the API refuses them here.
  const addable = grantablePermissions.filter((permission) => !person.direct_permissions.includes(permission))
  const asking = grants.asking?.kind === 'permissions' ? grants.asking : null

  return (
    <Card id="direct-heading" title={t('staff.directHeading')} intro={t('staff.directIntro')}>
      <HeldGrants
        empty={t('staff.noDirect')}
        canGrant={canGrant}
        grants={grants}
        held={person.direct_permissions.map((permission) => ({
          label: labels.permission(permission),
          removeLabel: t('staff.removePermissionLabel', { permission: labels.permission(permission) }),
          change: { kind: 'permissions', action: 'remove', permission },
        }))}
      />
      {canGrant && addable.length > 0 && (
        <AddGrant
          label={t('staff.addPermission')}
          placeholder={t('staff.choosePermission')}
          options={addable.map((permission) => ({ value: permission, label: labels.permission(permission) }))}
          pending={grants.pending}
          onAdd={(permission) =>
            grants.request({ kind: 'permissions', action: 'assign', permission: permission as Permission })
          }
        />
      )}
      <Confirm
        open={asking !== null}
        title={t('staff.removePermissionTitle', {
          name: fullName,
          permission: asking ? labels.permission(asking.permission) : '',
        })}
        message={t('staff.removePermissionMessage', { name: fullName })}
        confirmLabel={t('staff.removePermission')}
        tone="danger"
        pending={grants.pending}
        onConfirm={grants.confirm}
        onCancel={grants.cancel}
      />
    </Card>
  )
}

/** Everything the person may do: their roles' grants (from the roles' matrix) and their own. */
export function EffectivePermissions({ person }: { person: StaffUserDetail }) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  const query = useRoleGrants()
  const held = query.data ? effectivePermissions(person.roles, person.direct_permissions, query.data) : []

  return (
    <Card
      id="effective-heading"
      title={t('staff.effectiveHeading')}
      intro={person.status === 'suspended' ? t('staff.effectiveSuspended') : t('staff.effectiveIntro')}
      aside={
        query.data && (
          <span className="shrink-0 rounded-full bg-pine-50 px-3 py-1 font-semibold text-pine-800 text-sm tabular-nums">
            {held.length}
          </span>
        )
      }
    >
      {query.data ? (
        held.length === 0 ? (
          <p className="text-ink-soft text-sm">{t('staff.noEffective')}</p>
        ) : (
          <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {held.map((permission) => (
              <li key={permission} className="flex items-start gap-2 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-pine-700" aria-hidden="true" />
                <span>{labels.permission(permission)}</span>
              </li>
            ))}
          </ul>
        )
      ) : query.error ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <LoadingState />
      )}
    </Card>
  )
}

/** What the person holds, each with its Remove button for whoever may grant; a sentence when nothing. */
function HeldGrants({
  held,
  empty,
  canGrant,
  grants,
}: {
  held: { label: string; removeLabel: string; change: GrantChange }[]
  empty: string
  canGrant: boolean
  grants: ReturnType<typeof useGrants>
}) {
  const { t } = useTranslation()
  if (held.length === 0) return <p className="text-ink-soft text-sm">{empty}</p>
  return (
    <ul className="flex flex-col divide-y divide-line">
      {held.map(({ label, removeLabel, change }) => (
        <li
          key={grantName(change)}
          className="flex items-center justify-between gap-3 py-1.5 first:pt-0 last:pb-0"
        >
          <span className="min-w-0 font-medium">{label}</span>
          {canGrant && (
            <button
              type="button"
              onClick={() => grants.request(change)}
              disabled={grants.pending}
              aria-label={removeLabel}
              className={buttonClass('quiet', { padding: 'px-3' })}
            >
              {grants.running(change) ? (
                <Spinner className="size-4" />
              ) : (
                <X className="size-4" aria-hidden="true" />
              )}
              {t('staff.remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}

/** A select of what may be added, and its button; the choice starts over after each addition. */
function AddGrant({
  label,
  placeholder,
  options,
  pending,
  onAdd,
}: {
  label: string
  placeholder: string
  options: { value: string; label: string }[]
  pending: boolean
  onAdd: (value: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [choice, setChoice] = useState('')
  const chosen = options.some((option) => option.value === choice) ? choice : ''

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return
    onAdd(chosen)
    setChoice('')
  }

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-2 border-line border-t pt-4">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChoice(event.target.value)}
          className={inputClass(false, 'min-w-0 sm:flex-1')}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" disabled={!chosen || pending} className={buttonClass('secondary')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('staff.add')}
        </button>
      </div>
    </form>
  )
}
