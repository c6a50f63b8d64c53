import type { RoleEntry, RoleMatrix, StaffRole } from '@hotel/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import type { RoleChange } from './grants.ts'

export const roleKeys = {
  matrix: ['staff', 'roles'] as const,
}

export function useRoleMatrix() {
  return useQuery({
    queryKey: roleKeys.matrix,
    queryFn: ({ signal }) => api<{ data: RoleMatrix }>('/staff/roles', { signal }).then((body) => body.data),
  })
}

interface SaveOutcome {
  saved: { message: string; entry: RoleEntry }[]
  failed: { role: StaffRole; error: unknown }[]
}

/**
 * One PUT per changed role, sent side by side: the server locks each role on its own, and a refusal of one role
 * (say, a 422) must not hold back the others. Never rejects: the outcome says which roles were saved.
 */
export async function saveRoleChanges(changes: readonly RoleChange[]): Promise<SaveOutcome> {
  const results = await Promise.allSettled(
    changes.map((change) =>
      api<{ message: string; data: RoleEntry }>(
        `/staff/roles/${encodeURIComponent(change.role)}/permissions`,
        { method: 'PUT', body: { permissions: change.permissions } },
      ),
    ),
  )
  const outcome: SaveOutcome = { saved: [], failed: [] }
  results.forEach((result, index) => {
    const role = changes[index]?.role
    if (!role) return
    if (result.status === 'fulfilled')
      outcome.saved.push({ message: result.value.message, entry: result.value.data })
    else outcome.failed.push({ role, error: result.reason })
  })
  return outcome
}

export function useSaveRoles() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveRoleChanges,
    onSuccess: async ({ saved }) => {
      // The answers are the roles as saved: the matrix shows them at once, before the refetch confirms them.
      queryClient.setQueryData<RoleMatrix>(roleKeys.matrix, (matrix) =>
        matrix
          ? {
              ...matrix,
              roles: matrix.roles.map(
                (entry) => saved.find((answer) => answer.entry.role === entry.role)?.entry ?? entry,
              ),
            }
          : matrix,
      )
      await queryClient.invalidateQueries({ queryKey: roleKeys.matrix })
    },
  })
}
