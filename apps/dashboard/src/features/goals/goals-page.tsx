import { can, type Goal, hotelToday } from '@hotel/contract'
import { Plus, Target } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { useDocumentTitle } from '../../components/document-title.ts'
import { DownloadLinks } from '../../components/download-links.tsx'
import { EditDeleteButtons } from '../../components/edit-delete-buttons.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { LoadingState } from '../../components/loading-state.tsx'
import { useLocale } from '../../lib/locale.ts'
import { goalsFileUrl, useDeleteGoal, useGoals } from './api.ts'
import { GoalDialog } from './goal-dialog.tsx'
import { barWidth, formatGoalAmount, periodName } from './parts.ts'

const card = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-5'

/** Monthly and yearly goals with their progress (reports.view; set, edit and delete with goals.manage). */
export default function GoalsPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'goals' })
  useDocumentTitle(t('title'))
  const manage = can(useSession().permissions, 'goals.manage')
  const thisYear = Number(hotelToday().slice(0, 4))
  const [year, setYear] = useState<number | null>(thisYear)
  const goals = useGoals(year)
  const [editing, setEditing] = useState<Goal | null>(null)
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<Goal | null>(null)
  const currency = goals.data?.currency ?? 'USD'
  const years = [thisYear - 1, thisYear, thisYear + 1]

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-semibold text-xl tracking-tight">{t('title')}</h1>
          <p className="mt-2 max-w-prose text-ink-soft">{t('intro')}</p>
        </div>
        {manage && (
          <button type="button" onClick={() => setAdding(true)} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('add')}
          </button>
        )}
      </header>

      <section className={card} aria-labelledby="goals-list-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="goals-list-title" className="flex items-center gap-2 font-semibold text-lg">
            <Target className="size-5 text-pine-700" aria-hidden="true" />
            {t('listTitle')}
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm">
              <span className="text-ink-soft">{t('yearFilter')}</span>
              <select
                value={year === null ? '' : String(year)}
                onChange={(event) => setYear(event.target.value === '' ? null : Number(event.target.value))}
                className="min-h-11 rounded-lg border border-line-strong bg-surface px-3"
              >
                <option value="">{t('allYears')}</option>
                {years.map((option) => (
                  <option key={option} value={String(option)}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
            <DownloadLinks
              href={(format) => goalsFileUrl(year, format)}
              label={(format) => t('downloadLabel', { format })}
            />
          </div>
        </div>
        <div className="mt-4">
          {goals.isPending ? (
            <LoadingState />
          ) : goals.isError ? (
            <ErrorPanel error={goals.error} title={t('loadError')} onRetry={() => void goals.refetch()} />
          ) : goals.data.data.length === 0 ? (
            <EmptyState
              icon={Target}
              title={t('empty')}
              message={manage ? t('emptyManage') : t('emptyMessage')}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {goals.data.data.map((goal) => (
                <GoalRow
                  key={goal.id}
                  goal={goal}
                  currency={currency}
                  manage={manage}
                  onEdit={() => setEditing(goal)}
                  onDelete={() => setDeleting(goal)}
                />
              ))}
            </ul>
          )}
        </div>
        <p className="mt-4 text-ink-soft text-sm">{t('definitions')}</p>
      </section>

      {manage && (
        <>
          <GoalDialog
            open={adding || editing !== null}
            goal={editing}
            currency={currency}
            onClose={() => {
              setAdding(false)
              setEditing(null)
            }}
          />
          <DeleteGoal goal={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </div>
  )
}

function GoalRow({
  goal,
  currency,
  manage,
  onEdit,
  onDelete,
}: {
  goal: Goal
  currency: string
  manage: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'goals' })
  const locale = useLocale()
  const name = `${t(`types.${goal.type}`)} · ${periodName(goal, locale)}`
  const actual = goal.type === 'occupancy' ? Math.round(goal.actual * 100) : goal.actual
  const target = goal.type === 'occupancy' ? goal.value * 100 : goal.value
  const reached = goal.percent >= 100
  return (
    <li className="rounded-lg border border-line p-3 sm:p-4">
      {/* The buttons stay beside the name (on a phone they are icons only), never under one goal and beside another. */}
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium">{name}</p>
          <p className="text-ink-soft text-sm">{t(`periods.${goal.period}`)}</p>
        </div>
        {manage && (
          <div className="flex shrink-0 gap-2">
            <EditDeleteButtons
              editText={t('edit')}
              editLabel={t('editLabel', { name })}
              onEdit={onEdit}
              deleteText={t('delete')}
              deleteLabel={t('deleteLabel', { name })}
              onDelete={onDelete}
            />
          </div>
        )}
      </div>
      <div
        className="mt-3 h-3 overflow-hidden rounded-full bg-pine-100"
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={barWidth(goal.percent)}
        aria-valuetext={t('progressText', { percent: goal.percent })}
      >
        <div
          className={`h-full rounded-full ${reached ? 'bg-pine-800' : 'bg-pine-600'}`}
          style={{ width: `${barWidth(goal.percent)}%` }}
        />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <span>
          {t('actualOfTarget', {
            actual: formatGoalAmount(goal, actual, currency, locale),
            target: formatGoalAmount(goal, target, currency, locale),
          })}
        </span>
        <span className={`font-medium tabular-nums ${reached ? 'text-pine-800' : ''}`}>
          {reached ? t('reached', { percent: goal.percent }) : t('percent', { percent: goal.percent })}
        </span>
      </p>
    </li>
  )
}

function DeleteGoal({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'goals' })
  const locale = useLocale()
  const remove = useDeleteGoal()
  const errorText = useErrorText()
  return (
    <Confirm
      open={goal !== null}
      title={t('deleteTitle')}
      message={
        goal ? t('deleteMessage', { name: `${t(`types.${goal.type}`)} · ${periodName(goal, locale)}` }) : ''
      }
      confirmLabel={t('delete')}
      tone="danger"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={async () => {
        if (!goal) return
        try {
          const answer = await remove.mutateAsync(goal.id)
          toast.success(answer.message)
          onClose()
        } catch (error) {
          toast.error(errorText(error))
        }
      }}
    />
  )
}
