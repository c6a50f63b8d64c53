import {
  type StaffInvitationCreate,
  type StaffRole,
  staffInvitationCreateSchema,
  staffRoles,
} from '@hotel/contract'
import { MailPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useStaffUser } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { FormDialog } from '../../components/dialog.tsx'
import { Field, InputField, inputClass } from '../../components/field.tsx'
import { useSaveForm } from '../../components/save-form.ts'
import { schemaResolver, useFieldErrorText } from '../../lib/forms.ts'
import { useStaffLabels } from '../../lib/staff-labels.ts'
import { useInvite } from './api.ts'

/** The form's values: the role is '' until one is chosen. */
export type InviteValues = Omit<StaffInvitationCreate, 'role'> & { role: StaffRole | '' }

export const inviteFields = ['email', 'name', 'last_name', 'role'] as const
export const inviteResolver = schemaResolver<InviteValues>(staffInvitationCreateSchema)
const blank: InviteValues = { email: '', name: '', last_name: '', role: '' }

/** Only an owner may invite an owner (the API refuses anyone else too). */
export function invitableRoles(inviterRoles: readonly StaffRole[]): StaffRole[] {
  return staffRoles.filter((role) => role !== 'owner' || inviterRoles.includes('owner'))
}

/** Invites a person by e-mail: they get a link, valid 72 hours, to choose their password. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const labels = useStaffLabels()
  const inviter = useStaffUser()
  const invite = useInvite()
  const fieldError = useFieldErrorText()
  const {
    register,
    reset,
    formState: { errors },
    submitWith,
  } = useSaveForm<InviteValues>({ resolver: inviteResolver, defaultValues: blank }, inviteFields)

  function close() {
    reset(blank)
    onClose()
  }

  // The resolver lets only a chosen role through.
  const submit = submitWith((values) => invite.mutateAsync(values as StaffInvitationCreate), close)

  const text = (name: Exclude<(typeof inviteFields)[number], 'role'>, type: string, autoComplete: string) => (
    <InputField
      label={t(`staff.${name === 'last_name' ? 'lastName' : name}`)}
      error={fieldError(errors[name])}
      registration={register(name)}
      type={type}
      autoComplete={autoComplete}
      className={name === 'email' ? 'sm:col-span-2' : ''}
    />
  )

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('staff.inviteTitle')}
      description={t('staff.inviteIntro')}
      className="max-w-xl"
      submitLabel={invite.isPending ? t('staff.inviting') : t('staff.sendInvitation')}
      pending={invite.isPending}
      onSubmit={submit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      {text('email', 'email', 'off')}
      {text('name', 'text', 'off')}
      {text('last_name', 'text', 'off')}
      <Field
        label={t('staff.role')}
        hint={t('staff.roleHint')}
        error={fieldError(errors.role)}
        className="sm:col-span-2"
      >
        {(control) => (
          <select {...control} {...register('role')} className={inputClass(Boolean(errors.role))}>
            <option value="">{t('staff.chooseRole')}</option>
            {invitableRoles(inviter.roles).map((role) => (
              <option key={role} value={role}>
                {labels.role(role)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </FormDialog>
  )
}

/** "Invite someone": opens the InviteDialog (in the page's header, and where a list is empty). */
export function InviteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation()
  return (
    <button type="button" onClick={onClick} className={buttonClass('primary')}>
      <MailPlus className="size-4" aria-hidden="true" />
      {t('staff.invite')}
    </button>
  )
}
