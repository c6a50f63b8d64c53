import { X } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../i18n/react.tsx'
import { failureMessage } from '../lib/messages.ts'
import { FormAlert } from './form-alert.tsx'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, Escape closes it (through
 * `onClose`, so the owner decides), Tab cycles inside it, and the focus goes back where it was.
 * Full screen on phones, a centred card on larger screens. (The backdrop's colour is written out: a
 * theme variable there is computed but not painted by Chromium.)
 */
export function Modal({
  labelledBy,
  describedBy,
  onClose,
  size = 'lg',
  role,
  initialFocus,
  children,
}: {
  labelledBy: string
  describedBy?: string
  onClose: () => void
  size?: 'sm' | 'lg'
  role?: 'alertdialog'
  /** What gets the focus on opening (else the dialog's first field or button). */
  initialFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement as HTMLElement | null
    if (!dialog.open) dialog.showModal()
    initialFocus?.current?.focus()
    // The page behind does not scroll with the dialog.
    document.documentElement.classList.add('overflow-hidden')
    return () => {
      document.documentElement.classList.remove('overflow-hidden')
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [initialFocus])

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: the owner closes it (and may keep a draft).
        event.preventDefault()
        close.current()
      }}
      onClick={(event) => {
        if (size === 'sm' && event.target === ref.current) close.current()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' || !ref.current) return
        const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)].filter(
          (element) => element.offsetParent !== null || element === document.activeElement,
        )
        const first = items[0]
        const last = items.at(-1)
        if (!first || !last) return
        if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }}
      className={
        size === 'sm'
          ? 'm-auto w-[calc(100%-2rem)] max-w-md rounded-card border border-line bg-surface p-0 text-ink shadow-raised backdrop:bg-[rgb(11_32_23/0.55)]'
          : 'm-0 h-dvh max-h-none w-full max-w-none bg-paper p-0 text-ink backdrop:bg-[rgb(11_32_23/0.55)] sm:m-auto sm:h-auto sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:max-w-3xl sm:rounded-card sm:border sm:border-line sm:shadow-raised'
      }
    >
      {children}
    </dialog>
  )
}

/** The round close button in a dialog's corner. */
export function CloseButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation('reservations')
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-pine-50 hover:text-pine-800"
      aria-label={label ?? t('dialog.close')}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  )
}

/**
 * A question before an action that cannot be undone (cancel a stay, remove the saved card): the safe
 * choice has the focus, nothing closes the dialog while the action runs, and a failure is said inside it.
 */
export function ConfirmDialog({
  title,
  text,
  keepLabel,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string
  text: string
  keepLabel: string
  confirmLabel: string
  /** The action; the dialog shows why it failed when it rejects. On success the owner closes the dialog. */
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const textId = useId()
  const keep = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
    } catch (failure) {
      setError(failureMessage(t, failure))
      setBusy(false)
    }
  }
  return (
    <Modal
      labelledBy={titleId}
      describedBy={textId}
      onClose={() => !busy && onClose()}
      size="sm"
      role="alertdialog"
      initialFocus={keep}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <h2 id={titleId} className="flex-1 pt-2 text-lg font-bold text-pine-950">
            {title}
          </h2>
          <CloseButton onClick={() => !busy && onClose()} />
        </div>
        <p id={textId} className="mt-2 text-ink">
          {text}
        </p>
        {error ? <FormAlert className="mt-4 text-sm">{error}</FormAlert> : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={keep} type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {keepLabel}
          </button>
          <button
            type="button"
            className="btn bg-error-700 text-white hover:bg-error-700/90"
            onClick={confirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('loading') : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  )
}
