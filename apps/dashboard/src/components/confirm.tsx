import { useTranslation } from 'react-i18next'
import { buttonClass } from './button-styles.ts'
import { Dialog } from './dialog.tsx'
import { Spinner } from './loading-state.tsx'

interface ConfirmProps {
  open: boolean
  title: string
  /** What will happen, in a sentence ("Ana Rivas will be signed out and can't sign in until restored."). */
  message: string
  /** The action's own verb ("Suspend"), never "OK". */
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** `danger` for what cannot be undone or locks someone out. */
  tone?: 'default' | 'danger'
  /** The action is running: both buttons wait, and the dialog stays until its owner closes it. */
  pending?: boolean
}

/**
 * A yes/no question before a consequential action, as an alertdialog. Cancel has the focus when it opens,
 * so Enter pressed out of habit does nothing harmful; Escape and the backdrop cancel too.
 */
export function Confirm({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  pending = false,
}: ConfirmProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      busy={pending}
      className="max-w-md"
      footer={
        <>
          {/* First in the DOM (shown last on phones), so showModal() gives it the focus. */}
          <button type="button" onClick={onCancel} disabled={pending} className={buttonClass('secondary')}>
            {t('dialog.cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
            className={buttonClass(tone === 'danger' ? 'danger' : 'primary')}
          >
            {pending && <Spinner className="size-4" />}
            {confirmLabel}
          </button>
        </>
      }
    />
  )
}
