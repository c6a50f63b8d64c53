import { formatHotelMomentDay, type StaffUserListItem } from '@hotel/contract'
import { UserCog } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { useLocale } from '../../lib/locale.ts'
import { staffListDefaults, staffStatusList, useStaffList } from './api.ts'
import { InvitationList } from './invitations.tsx'
import { InviteButton, InviteDialog } from './invite-dialog.tsx'
import { RoleBadges, readStatus, StaffStatusBadge } from './parts.tsx'

const column = dataColumns<StaffUserListItem>()

type StaffTab = 'people' | 'invitations'

/** The tab the address names; the people unless it says invitations. */
export const readTab = (value: string | null): StaffTab =>
  value === 'invitations' ? 'invitations' : 'people'

/** The hotel's staff and the invitations still waiting, one tab each, kept in the address. */
export default function StaffListPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('staff.title'))
  const [searchParams] = useSearchParams()
  const tab = readTab(searchParams.get('tab'))
  const [inviting, setInviting] = useState(false)
  const openInvite = () => setInviting(true)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="font-semibold text-xl tracking-tight">{t('staff.title')}</h1>
          <p className="mt-2 text-ink-soft">{t('staff.intro')}</p>
        </div>
        <InviteButton onClick={openInvite} />
      </header>
      <nav aria-label={t('staff.tabsLabel')} className="flex gap-1 border-line border-b">
        <TabLink tab="people" current={tab} label={t('staff.peopleTab')} />
        <TabLink tab="invitations" current={tab} label={t('staff.invitationsTab')} />
      </nav>
      {tab === 'people' ? <PeopleList onInvite={openInvite} /> : <InvitationList onInvite={openInvite} />}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  )
}

/** Each tab starts its own list afresh: the other's search, order and page mean nothing to it. */
function TabLink({ tab, current, label }: { tab: StaffTab; current: StaffTab; label: string }) {
  const active = tab === current
  return (
    <Link
      to={tab === 'people' ? '/staff' : '/staff?tab=invitations'}
      aria-current={active ? 'page' : undefined}
      className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 font-semibold text-sm sm:px-4 ${
        active ? 'border-pine-700 text-pine-800' : 'border-transparent text-ink-soft hover:text-ink'
      }`}
    >
      {label}
    </Link>
  )
}

function PeopleList({ onInvite }: { onInvite: () => void }) {
  const { t } = useTranslation()
  const list = useListParams(staffListDefaults)
  const [searchParams] = useSearchParams()
  const status = readStatus(searchParams.get('status'))
  const query = useStaffList(list.params, status)
  const locale = useLocale()

  const columns = useMemo<DataColumn<StaffUserListItem>[]>(
    () => [
      column.accessor('name', {
        header: t('staff.name'),
        meta: { primary: true },
        cell: ({ row }) => (
          <Link
            to={`/staff/${row.original.id}`}
            className="font-semibold text-pine-800 underline-offset-2 hover:underline"
          >
            {row.original.name} {row.original.last_name}
          </Link>
        ),
      }),
      column.accessor('email', {
        header: t('staff.email'),
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
      }),
      column.accessor('roles', {
        header: t('staff.roles'),
        enableSorting: false,
        cell: ({ getValue }) => <RoleBadges roles={getValue()} />,
      }),
      column.accessor('status', {
        header: t('staff.statusLabel'),
        enableSorting: false,
        cell: ({ getValue }) => <StaffStatusBadge status={getValue()} />,
      }),
      column.accessor('created_at', {
        header: t('staff.created'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatHotelMomentDay(getValue(), locale)}</span>
        ),
      }),
    ],
    [t, locale],
  )

  return (
    <DataTable
      label={t('staff.listLabel')}
      columns={columns}
      list={list}
      query={query}
      getRowId={(person) => person.id}
      searchLabel={t('staff.search')}
      loadErrorTitle={t('staff.loadError')}
      empty={
        status
          ? { icon: UserCog, title: t('staff.emptyFiltered') }
          : {
              icon: UserCog,
              title: t('staff.empty'),
              message: t('staff.emptyMessage'),
              action: <InviteButton onClick={onInvite} />,
            }
      }
      filters={[
        {
          kind: 'select',
          name: 'status',
          label: t('staff.statusFilter'),
          value: status,
          all: t('staff.statusAll'),
          options: staffStatusList.map((value) => ({ value, label: t(`staff.status.${value}`) })),
        },
      ]}
    />
  )
}
