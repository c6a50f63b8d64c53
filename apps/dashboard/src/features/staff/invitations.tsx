import { formatHotelMoment, formatHotelMomentDay, roleLabels, type StaffInvitation } from '@hotel/contract'
import { MailPlus, Send, X } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useErrorText } from '../../components/error-text.ts'
import { Spinner } from '../../components/loading-state.tsx'
import { useLocale } from '../../lib/locale.ts'
import { invitationListDefaults, useInvitationList, useInvite, useRevokeInvitation } from './api.ts'
import { InviteButton } from './invite-dialog.tsx'
import { formatFromNow } from './parts.tsx'

const column = dataColumns<StaffInvitation>()

/** Pending invitations: send the link again (the old one stops working) or revoke it. */
export function InvitationList({ onInvite }: { onInvite: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const list = useListParams(invitationListDefaults)
  const query = useInvitationList(list.params)
  const resend = useInvite()
  const revoke = useRevokeInvitation()
  const errorText = useErrorText()
  const [revoking, setRevoking] = useState<StaffInvitation | null>(null)

  const columns = useMemo<DataColumn<StaffInvitation>[]>(() => {
    function sendAgain(invitation: StaffInvitation) {
      const { email, name, last_name, role } = invitation
      resend.mutate(
        { email, name, last_name, role },
        {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(errorText(error)),
        },
      )
    }
    return [
      column.accessor('email', {
        header: t('staff.invitee'),
        meta: { primary: true },
        cell: ({ row }) => (
          <div className="flex min-w-0 flex-col">
            <span className="font-semibold">
              {row.original.name} {row.original.last_name}
            </span>
            <span className="break-all font-normal text-ink-soft text-sm">{row.original.email}</span>
          </div>
        ),
      }),
      column.accessor('role', {
        header: t('staff.role'),
        enableSorting: false,
        cell: ({ row }) => roleLabels[row.original.role][locale],
      }),
      column.accessor('created_at', {
        header: t('staff.sent'),
        cell: ({ row }) => {
          const { invited_by: by, created_at } = row.original
          return (
            <div className="flex flex-col">
              <time
                dateTime={created_at}
                title={formatHotelMoment(created_at, locale)}
                className="whitespace-nowrap"
              >
                {formatHotelMomentDay(created_at, locale)}
              </time>
              <span className="text-ink-soft text-sm">
                {by ? t('staff.sentBy', { name: `${by.name} ${by.last_name}` }) : t('staff.sentByFormer')}
              </span>
            </div>
          )
        },
      }),
      column.accessor('expires_at', {
        header: t('staff.expires'),
        // What matters is how long the link has left; the exact hour is a hover away.
        cell: ({ getValue, row }) => (
          <>
            <time
              dateTime={getValue()}
              title={formatHotelMoment(getValue(), locale)}
              className="whitespace-nowrap"
            >
              {formatFromNow(getValue(), locale)}
            </time>
            {row.original.mail_failed && (
              <span className="mt-1 block font-medium text-error-700 text-sm">{t('staff.mailFailed')}</span>
            )}
          </>
        ),
      }),
      column.display({
        id: 'actions',
        header: '',
        meta: { actions: true },
        cell: ({ row }) => {
          const invitation = row.original
          const sending = resend.isPending && resend.variables?.email === invitation.email
          const who = `${invitation.name} ${invitation.last_name}`
          return (
            <div className="flex flex-wrap justify-end gap-2 md:flex-nowrap">
              <button
                type="button"
                onClick={() => sendAgain(invitation)}
                disabled={sending}
                aria-label={t('staff.sendAgainTo', { name: who })}
                className={buttonClass('secondary', { padding: 'px-3' })}
              >
                {sending ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden="true" />}
                {t('staff.sendAgain')}
              </button>
              <button
                type="button"
                onClick={() => setRevoking(invitation)}
                aria-label={t('staff.revokeFor', { name: who })}
                className={buttonClass('danger-secondary', { padding: 'px-3' })}
              >
                <X className="size-4" aria-hidden="true" />
                {t('staff.revoke')}
              </button>
            </div>
          )
        },
      }),
    ]
  }, [t, locale, resend, errorText])

  function confirmRevoke() {
    if (!revoking) return
    revoke.mutate(revoking.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setRevoking(null),
    })
  }

  return (
    <>
      <DataTable
        label={t('staff.invitationsLabel')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(invitation) => invitation.id}
        searchLabel={t('staff.invitationSearch')}
        loadErrorTitle={t('staff.invitationsLoadError')}
        empty={{
          icon: MailPlus,
          title: t('staff.noInvitations'),
          message: t('staff.noInvitationsMessage'),
          action: <InviteButton onClick={onInvite} />,
        }}
      />
      <RevokeConfirm
        invitation={revoking}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </>
  )
}

/** Asks before an invitation's link stops working; open while `invitation` is set. */
export function RevokeConfirm({
  invitation,
  pending,
  onConfirm,
  onCancel,
}: {
  invitation: StaffInvitation | null
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <Confirm
      open={invitation !== null}
      title={t('staff.revokeTitle', { email: invitation?.email ?? '' })}
      message={t('staff.revokeMessage', {
        name: invitation ? `${invitation.name} ${invitation.last_name}` : '',
      })}
      confirmLabel={t('staff.revoke')}
      tone="danger"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
