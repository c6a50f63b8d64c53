import type {
  PageMeta,
  Permission,
  RoleMatrix,
  StaffGrants,
  StaffInvitation,
  StaffInvitationAnswer,
  StaffInvitationCreate,
  StaffRole,
  StaffUser,
  StaffUserChangeAnswer,
  StaffUserDetail,
  StaffUserListItem,
  StaffUserUpdate,
} from '@hotel/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { sessionQueryKey } from '../../auth/auth.tsx'
import type { ListDefaults, ListParams } from '../../components/data-table/list-params.ts'
import { listQuery } from '../../components/data-table/list-params.ts'
import { api } from '../../lib/api.ts'

export type StaffStatus = StaffUser['status']

/** The contract's `staffStatuses`, copied so the list does not load zod (staff.test.tsx pins them). */
export const staffStatusList = ['active', 'suspended'] as const satisfies readonly StaffStatus[]

type StaffOrder = 'name' | 'email' | 'created_at'
/** The API's allow-list for the staff list's order; by name unless asked otherwise. */
export const staffListDefaults: ListDefaults<StaffOrder> = { orderBy: ['name', 'email', 'created_at'] }

type InvitationOrder = 'created_at' | 'email' | 'expires_at'
/** Pending invitations, the newest first: the one just sent is on top. */
export const invitationListDefaults: ListDefaults<InvitationOrder> = {
  orderBy: ['created_at', 'email', 'expires_at'],
  direction: 'desc',
}

// Under 'staff' like every query of a signed-in screen, but never ['staff'] alone: that would take the
// session with it.
export const staffKeys = {
  people: ['staff', 'people'] as const,
  list: (params: ListParams<StaffOrder>, status: StaffStatus | undefined) =>
    ['staff', 'people', 'list', params, status ?? 'all'] as const,
  detail: (id: string) => ['staff', 'people', 'detail', id] as const,
  invitations: ['staff', 'invitations'] as const,
  invitationList: (params: ListParams<InvitationOrder>) => ['staff', 'invitations', 'list', params] as const,
  roleGrants: ['staff', 'people', 'role-grants'] as const,
}

export function useStaffList(params: ListParams<StaffOrder>, status: StaffStatus | undefined) {
  return useQuery({
    queryKey: staffKeys.list(params, status),
    queryFn: ({ signal }) =>
      api<{ data: StaffUserListItem[]; meta: PageMeta }>('/staff/users', {
        query: { ...listQuery(params), status },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useStaffMember(id: string) {
  return useQuery({
    queryKey: staffKeys.detail(id),
    queryFn: ({ signal }) =>
      api<{ data: StaffUserDetail }>(`/staff/users/${encodeURIComponent(id)}`, { signal }).then(
        (body) => body.data,
      ),
  })
}

/**
 * What each role holds, to add up what a person may do: the detail answers their roles and direct grants
 * only. The roles screen's own query may differ in shape, so this one has a key of its own.
 */
export function useRoleGrants() {
  return useQuery({
    queryKey: staffKeys.roleGrants,
    queryFn: ({ signal }) =>
      api<{ data: RoleMatrix }>('/staff/roles', { signal }).then(
        (body) => new Map(body.data.roles.map((entry) => [entry.role, entry.permissions])),
      ),
  })
}

/** A change to one person: their detail is the answer's, and the lists read again. */
function usePersonChange<TVariables>(
  id: string,
  send: (variables: TVariables) => Promise<StaffUserChangeAnswer>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(staffKeys.detail(id), answer.data)
      return queryClient.invalidateQueries({ queryKey: staffKeys.people })
    },
  })
}

export function useUpdateStaff(id: string) {
  return usePersonChange(id, (body: StaffUserUpdate) =>
    api<StaffUserChangeAnswer>(`/staff/users/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  )
}

export function useStaffStatus(id: string) {
  return usePersonChange(id, (action: 'suspend' | 'restore') =>
    api<StaffUserChangeAnswer>(`/staff/users/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
  )
}

export type GrantChange =
  | { kind: 'roles'; action: 'assign' | 'remove'; role: StaffRole }
  | { kind: 'permissions'; action: 'assign' | 'remove'; permission: Permission }

/**
 * Gives or takes a role or a permission of one's own, by the person's e-mail (the API's grant routes). The
 * signed-in person changing their own grants sees the menu follow at once.
 */
export function useGrantChange(person: { id: string; email: string }, isSelf: boolean) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: GrantChange) =>
      api<{ message: string; data: StaffGrants }>(`/staff/${change.kind}/${change.action}`, {
        method: 'POST',
        body:
          change.kind === 'roles'
            ? { email: person.email, role: change.role }
            : { email: person.email, permission: change.permission },
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData<StaffUserDetail>(staffKeys.detail(person.id), (detail) =>
        detail
          ? { ...detail, roles: answer.data.user.roles, direct_permissions: answer.data.direct_permissions }
          : detail,
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.people }),
        isSelf ? queryClient.invalidateQueries({ queryKey: sessionQueryKey }) : undefined,
      ])
    },
  })
}

export function useInvitationList(params: ListParams<InvitationOrder>) {
  return useQuery({
    queryKey: staffKeys.invitationList(params),
    queryFn: ({ signal }) =>
      api<{ data: StaffInvitation[]; meta: PageMeta }>('/staff/invitations', {
        query: listQuery(params),
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** Inviting, or inviting the same person again: the API voids their earlier link and mails a new one. */
export function useInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: StaffInvitationCreate) =>
      api<StaffInvitationAnswer>('/staff/invitations', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.invitations }),
  })
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/staff/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.invitations }),
  })
}
