import { Ban, Pencil, RotateCcw } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { buttonClass } from './button-styles.ts'
import { Confirm } from './confirm.tsx'
import { useErrorText } from './error-text.ts'

/**
 * A page's title with its status badges beside it, an optional line under it (an e-mail, an intro) and the
 * page's actions at the end (under the title on phones).
 */
export function DetailHeader({
  title,
  badges,
  subtitle,
  actions,
}: {
  title: string
  badges?: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
}) {
  const heading = <h1 className="font-semibold text-xl tracking-tight">{title}</h1>
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        {badges ? (
          <div className="flex flex-wrap items-center gap-3">
            {heading}
            {badges}
          </div>
        ) : (
          heading
        )}
        {subtitle}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  )
}

/** A record page's "Edit" button, which opens its edit dialog. */
export function EditAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass('secondary')}>
      <Pencil className="size-4" aria-hidden="true" />
      {label}
    </button>
  )
}

type StatusChange = 'suspend' | 'restore'

interface StatusActionProps {
  suspended: boolean
  /** Whose account it is, as the question names them. */
  name: string
  /** Where the words are: `<texts>.suspend`, `.suspendTitle`, `.suspendMessage` and the same for restore. */
  texts: 'staff' | 'clients'
  /** The status mutation of the record: its answer's message is shown when it succeeds. */
  status: {
    mutate: (
      change: StatusChange,
      options: {
        onSuccess: (answer: { message: string }) => void
        onError: (error: unknown) => void
        onSettled: () => void
      },
    ) => void
    isPending: boolean
  }
}

/** Suspending an account, or restoring a suspended one, after a question; the server has the last word. */
export function StatusAction({ suspended, name, texts, status }: StatusActionProps) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const errorText = useErrorText()
  const change: StatusChange = suspended ? 'restore' : 'suspend'

  function confirm() {
    status.mutate(change, {
      onSuccess: (answer) => toast.success(answer.message),
      // The last active owner, for one, stays: the server's refusal is shown as it says it.
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setConfirming(false),
    })
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={buttonClass(suspended ? 'secondary' : 'danger-secondary')}
      >
        {suspended ? (
          <RotateCcw className="size-4" aria-hidden="true" />
        ) : (
          <Ban className="size-4" aria-hidden="true" />
        )}
        {t(`${texts}.${change}`)}
      </button>
      <Confirm
        open={confirming}
        title={t(`${texts}.${change}Title`, { name })}
        message={t(`${texts}.${change}Message`, { name })}
        confirmLabel={t(`${texts}.${change}`)}
        tone={suspended ? 'default' : 'danger'}
        pending={status.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
