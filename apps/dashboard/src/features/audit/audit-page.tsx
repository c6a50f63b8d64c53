import { type AuditEntry, formatHotelMoment, maxPerPage } from '@hotel/contract'
import { History } from 'lucide-react'
import { type FormEvent, useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { buttonClass } from '../../components/button-styles.ts'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { inputClass } from '../../components/field.tsx'
import { Page } from '../../components/page.tsx'
import { useLocale } from '../../lib/locale.ts'
import { useStaffList } from '../staff/api.ts'
import {
  type AuditFilters,
  auditFilterNames,
  auditListDefaults,
  readAuditFilters,
  useAuditLog,
} from './api.ts'

/** A small hotel's whole staff fits one page. */
const everyoneByName = {
  page: 1,
  per_page: maxPerPage,
  order_by: 'name',
  order_direction: 'asc',
  search: '',
} as const

const column = dataColumns<AuditEntry>()

/** A recorded value as text: strings as they are, nothing as a dash, anything else as compact JSON. */
function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/** The fields a change touched: every key of before and after whose value differs, in a stable order. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>) {
  const before = entry.before ?? {}
  const after = entry.after ?? {}
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return keys
    .map((key) => ({ key, before: auditValue(before[key]), after: auditValue(after[key]) }))
    .filter((change) => change.before !== change.after || !entry.before || !entry.after)
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const changes = changedFields(entry)
  if (changes.length === 0) return <span className="text-ink-soft">—</span>
  return (
    <details className="group">
      <summary className="cursor-pointer font-medium text-pine-800">
        {t('audit.showChanges', { count: changes.length })}
      </summary>
      <dl className="mt-2 flex flex-col gap-2 text-sm">
        {changes.map((change) => (
          <div key={change.key} className="min-w-0">
            <dt className="font-mono text-ink-soft">{change.key}</dt>
            <dd className="break-words">
              {entry.before && <span className="text-ink-soft line-through">{change.before}</span>}
              {entry.before && entry.after && <span aria-hidden="true"> → </span>}
              {entry.before && entry.after && <span className="sr-only">{t('audit.becomes')}</span>}
              {entry.after && <span>{change.after}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

/** The audit log (owner): every staff write, newest first, with its filters in the address. */
export default function AuditPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  useDocumentTitle(t('audit.title'))
  const list = useListParams(auditListDefaults)
  const [searchParams] = useSearchParams()
  const filters = useMemo(() => readAuditFilters(searchParams), [searchParams])
  const query = useAuditLog(list.params, filters)

  const { setFilters: writeFilters } = list
  // Every filter the form knows is written, so an emptied one leaves the address (and the page starts again).
  const setFilters = useCallback(
    (next: AuditFilters) =>
      writeFilters(Object.fromEntries(auditFilterNames.map((name) => [name, next[name]?.trim()]))),
    [writeFilters],
  )

  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      column.accessor('created_at', {
        header: t('audit.when'),
        meta: { primary: true },
        cell: ({ getValue }) => (
          <time dateTime={getValue()} className="whitespace-nowrap">
            {formatHotelMoment(getValue(), locale)}
          </time>
        ),
      }),
      column.accessor('staff', {
        header: t('audit.who'),
        enableSorting: false,
        cell: ({ row }) => {
          const staff = row.original.staff
          if (!staff) return <span className="text-ink-soft">{t('audit.deletedStaff')}</span>
          return (
            <button
              type="button"
              title={t('audit.onlyThisPerson')}
              onClick={() => setFilters({ ...filters, staff_user_id: staff.id })}
              className="text-start underline-offset-2 hover:underline"
            >
              {staff.name} {staff.last_name}
              <span className="block break-all text-ink-soft text-sm">{staff.email}</span>
            </button>
          )
        },
      }),
      column.accessor('action', {
        header: t('audit.action'),
        enableSorting: false,
        cell: ({ getValue }) => <code className="font-mono text-sm">{getValue()}</code>,
      }),
      column.accessor('entity', {
        header: t('audit.record'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="text-sm">
            <code className="font-mono">{row.original.entity}</code>
            <span className="block break-all font-mono text-ink-soft">{row.original.entity_id}</span>
          </span>
        ),
      }),
      column.accessor('ip', {
        header: t('audit.address'),
        enableSorting: false,
        cell: ({ getValue }) => <span className="font-mono text-sm">{getValue()}</span>,
      }),
      column.display({
        id: 'changes',
        header: t('audit.changes'),
        cell: ({ row }) => <Changes entry={row.original} />,
      }),
    ],
    [t, locale, filters, setFilters],
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next: AuditFilters = {}
    for (const name of auditFilterNames) next[name] = String(data.get(name) ?? '')
    setFilters(next)
  }

  const hasScope = Boolean(filters.staff_user_id || filters.entity || filters.from || filters.to)
  const filterKey = JSON.stringify(filters)

  return (
    <Page title={t('audit.title')} intro={t('audit.intro')}>
      <form
        key={filterKey}
        onSubmit={submit}
        aria-label={t('audit.filters')}
        className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-2 lg:grid-cols-3"
      >
        <PersonSelect value={filters.staff_user_id} />
        <FilterInput
          name="entity"
          label={t('audit.entity')}
          value={filters.entity}
          placeholder={t('audit.example', { value: 'client' })}
        />
        <FilterInput name="entity_id" label={t('audit.entityId')} value={filters.entity_id} />
        <FilterInput
          name="action"
          label={t('audit.actionFilter')}
          value={filters.action}
          placeholder={t('audit.example', { value: 'clients.suspend' })}
          hint={hasScope ? undefined : t('audit.actionHint')}
        />
        <FilterInput name="from" type="date" label={t('audit.from')} value={filters.from} />
        <FilterInput name="to" type="date" label={t('audit.to')} value={filters.to} />
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className={buttonClass('primary')}>
            {t('audit.apply')}
          </button>
          {Object.keys(filters).length > 0 && (
            <button type="button" onClick={() => setFilters({})} className={buttonClass('secondary')}>
              {t('audit.clear')}
            </button>
          )}
        </div>
      </form>
      <DataTable
        label={t('audit.title')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(entry) => entry.id}
        loadErrorTitle={t('audit.loadError')}
        empty={{ icon: History, title: t('audit.empty') }}
      />
    </Page>
  )
}

/** The person filter: everyone on the staff by name, suspended people too (their past changes still count). */
function PersonSelect({ value }: { value: string | undefined }) {
  const { t } = useTranslation()
  const people = useStaffList(everyoneByName, undefined)
  const listed = people.data?.data ?? []
  return (
    <label className="flex flex-col gap-1.5 text-sm">
      <span className="font-medium">{t('audit.person')}</span>
      <select name="staff_user_id" defaultValue={value ?? ''} className={inputClass(false)}>
        <option value="">{t('audit.everyone')}</option>
        {/* A person no longer listed (their account deleted) keeps the filter the address names. */}
        {value && !listed.some((person) => person.id === value) && (
          <option value={value}>
            {people.isPending ? t('audit.loadingPeople') : t('audit.deletedStaff')}
          </option>
        )}
        {listed.map((person) => (
          <option key={person.id} value={person.id}>
            {`${person.name} ${person.last_name} (${person.email})`}
          </option>
        ))}
      </select>
    </label>
  )
}

function FilterInput({
  name,
  label,
  value,
  type = 'text',
  placeholder,
  hint,
}: {
  name: string
  label: string
  value: string | undefined
  type?: string
  placeholder?: string
  hint?: string
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm">
      <span className="font-medium">{label}</span>
      <input
        name={name}
        type={type}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className={inputClass(false)}
      />
      {hint && <span className="text-ink-soft">{hint}</span>}
    </label>
  )
}
