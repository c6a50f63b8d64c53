import type { Permission, RoleEntry, RoleMatrix, StaffRole } from '@hotel/contract'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { LoadingState, Spinner } from '../../components/loading-state.tsx'
import { Page } from '../../components/page.tsx'
import { useStaffLabels } from '../../lib/staff-labels.ts'
import { useRoleMatrix, useSaveRoles } from './api.ts'
import {
  type Draft,
  groupByResource,
  isChanged,
  type PermissionGroup,
  pendingChanges,
  shownGrants,
  toggleGrant,
  withoutRoles,
} from './grants.ts'

/** Roles and permissions (owner): which role may do what, edited as a matrix and saved role by role. */
export default function RolesPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('roles.title'))
  const query = useRoleMatrix()

  return (
    <Page title={t('roles.title')} intro={t('roles.intro')} introClassName="max-w-3xl">
      {query.data ? (
        <RolesEditor matrix={query.data} />
      ) : query.error ? (
        <ErrorPanel
          error={query.error}
          title={t('roles.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <LoadingState />
      )}
    </Page>
  )
}

/** A cell ticked or unticked since the last save, until it is saved or discarded. */
const changedTone = 'bg-warning-50 shadow-[inset_0_0_0_2px_var(--color-warning-200)]'

/** How one cell behaves, shared by the desk table and the phone list. */
interface CellProps {
  entry: RoleEntry
  permission: Permission
  draft: Draft
  ownerOnly: boolean
  busy: boolean
  onToggle: (entry: RoleEntry, permission: Permission) => void
}

function RolesEditor({ matrix }: { matrix: RoleMatrix }) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  const errorText = useErrorText()
  const save = useSaveRoles()
  const [draft, setDraft] = useState<Draft>({})
  const groups = useMemo(
    () => groupByResource(matrix.permissions.map((entry) => entry.permission)),
    [matrix.permissions],
  )
  const ownerOnly = useMemo(
    () => new Set(matrix.permissions.filter((entry) => entry.owner_only).map((entry) => entry.permission)),
    [matrix.permissions],
  )
  const changes = pendingChanges(matrix.roles, draft)
  const dirty = changes.length > 0

  // Leaving the page (reload, closing the tab) with unsaved ticks asks first; the browser words the question.
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const cell = {
    draft,
    busy: save.isPending,
    onToggle: (entry: RoleEntry, permission: Permission) =>
      setDraft((current) => toggleGrant(current, entry, permission)),
  }

  function saveChanges() {
    save.mutate(changes, {
      onSuccess: ({ saved, failed }) => {
        setDraft((current) =>
          withoutRoles(
            current,
            saved.map((answer) => answer.entry.role),
          ),
        )
        const [only] = saved
        if (saved.length === 1 && only) toast.success(only.message)
        else if (saved.length > 1)
          toast.success(
            t('roles.savedMany', { roles: labels.roles(saved.map((answer) => answer.entry.role)) }),
          )
        for (const failure of failed)
          toast.error(
            t('roles.saveFailed', { role: labels.role(failure.role), message: errorText(failure.error) }),
          )
      },
      onError: (error) => toast.error(errorText(error)),
    })
  }

  return (
    <>
      <RoleTable roles={matrix.roles} groups={groups} ownerOnly={ownerOnly} cell={cell} />
      <RoleList roles={matrix.roles} groups={groups} ownerOnly={ownerOnly} cell={cell} />
      {dirty && (
        <div className="sticky bottom-0 z-10 -mx-4 border-line border-t bg-surface/95 px-4 py-3 shadow-raised backdrop-blur-sm sm:bottom-4 sm:mx-0 sm:rounded-card sm:border sm:px-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-sm">
              {t('roles.unsaved', { roles: labels.roles(changes.map((change) => change.role)) })}
            </p>
            <div className="flex gap-2 *:flex-1 sm:*:flex-none">
              <button
                type="button"
                onClick={() => setDraft({})}
                disabled={save.isPending}
                className={buttonClass('secondary')}
              >
                {t('roles.discard')}
              </button>
              <button
                type="button"
                onClick={saveChanges}
                disabled={save.isPending}
                aria-busy={save.isPending || undefined}
                className={buttonClass('primary')}
              >
                {save.isPending && <Spinner className="size-4" />}
                {save.isPending ? t('roles.saving') : t('roles.save')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  )
}

interface ViewProps {
  roles: readonly RoleEntry[]
  groups: PermissionGroup[]
  ownerOnly: ReadonlySet<Permission>
  cell: Omit<CellProps, 'entry' | 'permission' | 'ownerOnly'>
}

/** From a tablet's width up: every role side by side, one column each. */
function RoleTable({ roles, groups, ownerOnly, cell }: ViewProps) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  return (
    <div className="hidden rounded-card border border-line bg-surface shadow-card md:block md:overflow-clip">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('roles.caption')}</caption>
        <thead className="sticky top-16 z-10 bg-surface">
          <tr className="border-line border-b">
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('roles.permission')}
            </th>
            {roles.map((entry) => (
              <th key={entry.role} scope="col" className="w-24 px-1 py-3 text-center align-bottom xl:w-28">
                <span className="block font-semibold">{labels.role(entry.role)}</span>
                <span className="block font-normal text-ink-soft">
                  {t('roles.holders', { count: entry.holders })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.resource}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={roles.length + 1}
                className="border-line border-y bg-sand px-4 py-2 text-start font-semibold"
              >
                {t(`roles.groups.${group.resource}`)}
              </th>
            </tr>
            {group.permissions.map((permission) => (
              <tr key={permission} className="border-line border-b last:border-b-0">
                <th scope="row" className="px-4 py-2 text-start font-normal">
                  <PermissionName permission={permission} ownerOnly={ownerOnly.has(permission)} />
                </th>
                {roles.map((entry) => (
                  <td
                    key={entry.role}
                    className={isChanged(entry, cell.draft, permission) ? changedTone : undefined}
                  >
                    <GrantBox
                      {...cell}
                      entry={entry}
                      permission={permission}
                      ownerOnly={ownerOnly.has(permission)}
                      className="justify-center"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}

/** On a phone five columns do not fit: one role at a time, picked above its list of permissions. */
function RoleList({ roles, groups, ownerOnly, cell }: ViewProps) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  const firstEditable = roles.find((entry) => entry.editable) ?? roles[0]
  const [picked, setPicked] = useState<StaffRole | undefined>(firstEditable?.role)
  const entry = roles.find((candidate) => candidate.role === picked) ?? firstEditable
  if (!entry) return null

  return (
    <div className="flex flex-col gap-4 md:hidden">
      <fieldset>
        <legend className="mb-2 font-medium text-sm">{t('roles.pickRole')}</legend>
        <div className="flex flex-wrap gap-2">
          {roles.map((option) => {
            const edited = pendingChanges([option], cell.draft).length > 0
            return (
              <label
                key={option.role}
                className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line-strong bg-surface px-4 font-medium text-sm has-checked:border-pine-700 has-checked:bg-pine-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-pine-600 has-focus-visible:outline-offset-2"
              >
                <input
                  type="radio"
                  name="role-shown"
                  value={option.role}
                  checked={option.role === entry.role}
                  onChange={() => setPicked(option.role)}
                  className="sr-only"
                />
                {labels.role(option.role)}
                {edited && (
                  <>
                    <span aria-hidden="true" className="ms-2 size-2 rounded-full bg-clay-500" />
                    <span className="sr-only"> ({t('roles.edited')})</span>
                  </>
                )}
              </label>
            )
          })}
        </div>
      </fieldset>

      <section
        aria-label={labels.role(entry.role)}
        className="overflow-clip rounded-card border border-line bg-surface shadow-card [&>div:last-child_li:last-child]:border-b-0"
      >
        {/* Stays in sight while the list scrolls, so the owner knows whose permissions they are ticking. */}
        <div className="sticky top-16 z-10 border-line border-b bg-surface px-4 py-3">
          <p className="font-semibold">{labels.role(entry.role)}</p>
          <p className="text-ink-soft text-sm">
            {t('roles.holders', { count: entry.holders })}
            {!entry.editable && ` · ${t('roles.ownerFixed')}`}
          </p>
        </div>
        {groups.map((group) => (
          <div key={group.resource}>
            <h2 className="border-line border-b bg-sand px-4 py-2 font-semibold text-sm">
              {t(`roles.groups.${group.resource}`)}
            </h2>
            <ul>
              {group.permissions.map((permission) => (
                <li
                  key={permission}
                  className={`border-line border-b px-4 ${isChanged(entry, cell.draft, permission) ? changedTone : ''}`}
                >
                  <GrantBox
                    {...cell}
                    entry={entry}
                    permission={permission}
                    ownerOnly={ownerOnly.has(permission)}
                    className="gap-3 py-2"
                  >
                    <PermissionName permission={permission} ownerOnly={ownerOnly.has(permission)} />
                  </GrantBox>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  )
}

function PermissionName({ permission, ownerOnly }: { permission: Permission; ownerOnly: boolean }) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{labels.permission(permission)}</span>
      {ownerOnly && (
        <span className="rounded-full bg-coffee-50 px-2 font-medium text-coffee-700 text-sm whitespace-nowrap">
          {t('roles.ownerOnly')}
        </span>
      )}
    </span>
  )
}

/**
 * One role's tick for one permission. Fixed when the API would refuse a change: the owner role holds
 * everything and is not edited (409), and owner-only permissions are refused to every other role (422).
 */
function GrantBox({
  entry,
  permission,
  draft,
  ownerOnly,
  busy,
  onToggle,
  className = '',
  children,
}: CellProps & { className?: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  const fixed = !entry.editable ? t('roles.ownerFixed') : ownerOnly ? t('roles.ownerOnlyHint') : undefined
  return (
    <label
      title={fixed}
      className={`flex min-h-11 items-center ${fixed ? 'cursor-not-allowed' : 'cursor-pointer'} ${className}`}
    >
      <input
        type="checkbox"
        checked={shownGrants(entry, draft).includes(permission)}
        disabled={fixed !== undefined || busy}
        onChange={() => onToggle(entry, permission)}
        aria-label={t('roles.cell', {
          role: labels.role(entry.role),
          permission: labels.permission(permission),
        })}
        className="size-5 shrink-0 cursor-[inherit] accent-pine-700"
      />
      {children}
    </label>
  )
}
