import { type Permission, permissionCatalogue, roleLabels, type StaffRole } from '@hotel/contract'
import { useTranslation } from 'react-i18next'
import { formatList } from './format.ts'
import { useLocale } from './locale.ts'

/**
 * Role and permission names come from the contract's catalogue (the API and the owner's screens use the same
 * words), in the interface's language.
 */
export function useStaffLabels() {
  const { t } = useTranslation()
  const locale = useLocale()
  return {
    role: (role: StaffRole) => roleLabels[role][locale],
    /** "Owner and Manager"; someone whose last role was removed holds none. */
    roles: (roles: readonly StaffRole[]) =>
      roles.length === 0
        ? t('account.noRoles')
        : formatList(
            roles.map((role) => roleLabels[role][locale]),
            locale,
          ),
    permission: (permission: Permission) => permissionCatalogue[permission][locale],
  }
}
