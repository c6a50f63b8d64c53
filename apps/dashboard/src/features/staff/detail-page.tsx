import { can, formatHotelMomentDay, type StaffUserDetail, staffUserUpdateSchema } from '@hotel/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useSession } from '../../auth/auth.tsx'
import { DetailHeader, EditAction, StatusAction } from '../../components/detail-header.tsx'
import { RecordPage } from '../../components/detail-page.tsx'
import { FormDialog } from '../../components/dialog.tsx'
import { InputField } from '../../components/field.tsx'
import { Detail, NotGiven, PhoneOrNotGiven } from '../../components/not-given.tsx'
import { useSaveForm } from '../../components/save-form.ts'
import { schemaResolver, useFieldErrorText } from '../../lib/forms.ts'
import { useLocale } from '../../lib/locale.ts'
import { EffectivePermissions, PermissionGrants, RoleGrants } from './access.tsx'
import { useStaffMember, useStaffStatus, useUpdateStaff } from './api.ts'
import { Card, StaffStatusBadge } from './parts.tsx'

/** One staff member: their facts, roles and permissions, and suspending or restoring them. */
export default function StaffDetailPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <RecordPage
      query={useStaffMember(id)}
      title={(person) => `${person.name} ${person.last_name}`}
      fallbackTitle={t('screens.staffMember')}
      back="/staff"
      backLabel={t('staff.back')}
      errorTitle={t('staff.loadDetailError')}
    >
      {(person) => <StaffView person={person} />}
    </RecordPage>
  )
}

function StaffView({ person }: { person: StaffUserDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { user, permissions } = useSession()
  const isSelf = user.id === person.id
  const canGrant = can(permissions, 'roles.manage')
  const fullName = `${person.name} ${person.last_name}`
  const suspended = person.status === 'suspended'
  const [editing, setEditing] = useState(false)
  const status = useStaffStatus(person.id)

  return (
    <>
      <DetailHeader
        title={fullName}
        badges={
          <>
            <StaffStatusBadge status={person.status} />
            {isSelf && (
              <span className="rounded-full bg-coffee-100 px-2.5 py-0.5 font-medium text-coffee-700 text-sm">
                {t('staff.you')}
              </span>
            )}
          </>
        }
        subtitle={<p className="mt-1 break-all text-ink-soft">{person.email}</p>}
        actions={
          <>
            <EditAction label={t('staff.edit')} onClick={() => setEditing(true)} />
            {/* Nobody suspends themselves; the server refuses it as well. */}
            {!isSelf && <StatusAction suspended={suspended} status={status} name={fullName} texts="staff" />}
          </>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-6">
          <Card id="facts-heading" title={t('staff.factsHeading')}>
            <dl className="flex flex-col gap-4">
              <Detail label={t('staff.phone')}>
                <PhoneOrNotGiven phone={person.phone} />
              </Detail>
              <Detail label={t('staff.identification')}>{person.identification ?? <NotGiven />}</Detail>
              <Detail label={t('staff.created')}>{formatHotelMomentDay(person.created_at, locale)}</Detail>
              <Detail label={t('staff.updated')}>{formatHotelMomentDay(person.updated_at, locale)}</Detail>
            </dl>
          </Card>
          <RoleGrants person={person} isSelf={isSelf} canGrant={canGrant} />
        </div>
        <div className="flex flex-col gap-6">
          <PermissionGrants person={person} isSelf={isSelf} canGrant={canGrant} />
          {canGrant && <EffectivePermissions person={person} />}
        </div>
      </div>

      <EditDialog person={person} open={editing} onClose={() => setEditing(false)} />
    </>
  )
}

const editFields = ['name', 'last_name', 'email', 'phone', 'identification'] as const
type EditField = (typeof editFields)[number]
type EditValues = Record<EditField, string>

// The contract's PATCH schema with what a person cannot be without: a blank name must not pass as "unchanged".
const editResolver = schemaResolver<EditValues>(
  staffUserUpdateSchema.required({ name: true, last_name: true, email: true }),
)

function EditDialog({
  person,
  open,
  onClose,
}: {
  person: StaffUserDetail
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const update = useUpdateStaff(person.id)
  const fieldError = useFieldErrorText()
  const values: EditValues = {
    name: person.name,
    last_name: person.last_name,
    email: person.email,
    phone: person.phone ?? '',
    identification: person.identification ?? '',
  }
  const {
    register,
    reset,
    formState: { errors, dirtyFields },
    submitWith,
  } = useSaveForm<EditValues>({ resolver: editResolver, values }, editFields)

  function close() {
    reset(values)
    onClose()
  }

  const submit = submitWith((form) => {
    // Only what changed. The resolver gives an emptied field back as undefined, which only the phone and the
    // identification may be: sent as null, they are cleared.
    const changed = Object.fromEntries(
      editFields.filter((name) => dirtyFields[name]).map((name) => [name, form[name] ?? null]),
    )
    if (Object.keys(changed).length === 0) {
      onClose()
      return
    }
    return update.mutateAsync(changed)
  }, onClose)

  const input = (
    name: EditField,
    label: string,
    options: { type?: string; optional?: boolean; hint?: string; wide?: boolean } = {},
  ) => (
    <InputField
      label={label}
      error={fieldError(errors[name])}
      registration={register(name)}
      type={options.type}
      optional={options.optional}
      hint={options.hint}
      className={options.wide ? 'sm:col-span-2' : ''}
    />
  )

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('staff.editTitle', { name: `${person.name} ${person.last_name}` })}
      description={t('staff.editIntro')}
      className="max-w-2xl"
      submitLabel={update.isPending ? t('staff.saving') : t('staff.save')}
      pending={update.isPending}
      onSubmit={submit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      {input('name', t('staff.name'))}
      {input('last_name', t('staff.lastName'))}
      {input('email', t('staff.email'), { type: 'email', wide: true })}
      {input('phone', t('staff.phone'), { type: 'tel', optional: true, hint: t('staff.phoneHint') })}
      {input('identification', t('staff.identification'), { optional: true })}
    </FormDialog>
  )
}
