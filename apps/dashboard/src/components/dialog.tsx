import { X } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from './button-styles.ts'
import { Spinner } from './loading-state.tsx'

interface DialogProps {
  open: boolean
  /** Called for every way of leaving: the close button, Escape, a click on the backdrop. */
  onClose: () => void
  title: string
  description?: string
  children?: ReactNode
  /** The dialog's buttons, at its foot (stacked on phones, in a row from 640 px). */
  footer?: ReactNode
  /** `alertdialog` for a question that needs an answer (Confirm); it has no close button. */
  role?: 'dialog' | 'alertdialog'
  /** While an action runs the dialog stays: Escape and the backdrop do nothing. */
  busy?: boolean
  className?: string
}

/**
 * A modal on the native <dialog> element, as the shell's menu drawer: showModal() puts it in the top layer,
 * makes the rest of the page inert (focus cannot leave it), closes on Escape and gives focus back to what had
 * it. No portal and no runtime <style> element, so it works under the dashboard's `style-src 'self'`.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  busy = false,
  className = 'max-w-lg',
}: DialogProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const ids = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  // Unmounting an open dialog (its page went away) must not leave the page inert.
  useEffect(() => () => ref.current?.close(), [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only catches the backdrop; Escape is handled natively
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={`${ids}-title`}
      aria-describedby={description ? `${ids}-description` : undefined}
      className={`m-auto w-[calc(100%-2rem)] rounded-card bg-surface p-0 text-ink shadow-raised backdrop:bg-ink/50 ${className}`}
      onCancel={(event) => {
        // Escape: React's state decides whether the dialog is open, so the element never closes by itself.
        event.preventDefault()
        if (!busy) onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself, outside its content.
        if (event.target === event.currentTarget && !busy) onClose()
      }}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start gap-3 border-line border-b px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <h2 id={`${ids}-title`} className="font-semibold text-lg">
                {title}
              </h2>
              {description && (
                <p id={`${ids}-description`} className="mt-1 text-ink-soft text-sm">
                  {description}
                </p>
              )}
            </div>
            {role === 'dialog' && (
              <button
                type="button"
                onClick={onClose}
                disabled={busy}
                aria-label={t('dialog.close')}
                className="-me-2 -mt-1 flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-soft hover:bg-pine-50 hover:text-ink"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            )}
          </div>
          {children && <div className="overflow-y-auto px-5 py-4 sm:px-6">{children}</div>}
          {footer && (
            <div className="flex flex-col-reverse gap-3 border-line border-t px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  )
}

type FormDialogFooterProps = {
  submitLabel: string
  /** The action is running: both buttons wait, and the submit button shows a spinner. */
  pending: boolean
  onCancel: () => void
  /** "Cancel" unless the dialog's own words say better ("Keep it"). */
  cancelLabel?: string
  tone?: 'primary' | 'danger'
  /** Nothing to send yet (an empty cart): the action waits. */
  disabled?: boolean
} & (
  | {
      /** The id of the dialog's <form>: the submit button sits in the footer, outside it. */
      formId: string
      onSubmit?: never
    }
  | {
      /** A dialog without a form: what the action button does. */
      onSubmit: () => void
      formId?: never
    }
)

/** A dialog's buttons: Cancel first (shown last on phones), then the form's or the action's own verb. */
export function FormDialogFooter({
  formId,
  onSubmit,
  submitLabel,
  pending,
  onCancel,
  cancelLabel,
  tone = 'primary',
  disabled = false,
}: FormDialogFooterProps) {
  const { t } = useTranslation()
  return (
    <>
      <button type="button" onClick={onCancel} disabled={pending} className={buttonClass('secondary')}>
        {cancelLabel ?? t('dialog.cancel')}
      </button>
      <button
        type={formId ? 'submit' : 'button'}
        form={formId}
        onClick={onSubmit}
        disabled={pending || disabled}
        aria-busy={pending || undefined}
        className={buttonClass(tone)}
      >
        {pending && <Spinner className="size-4" />}
        {submitLabel}
      </button>
    </>
  )
}

/**
 * A dialog around one form: the fields, then Cancel and the form's own verb in the footer (outside the form,
 * tied to it by its id). Escape, the backdrop and Cancel all close it.
 */
export function FormDialog({
  submitLabel,
  pending,
  onSubmit,
  formClassName = 'grid gap-4',
  tone,
  children,
  ...dialog
}: Pick<DialogProps, 'open' | 'onClose' | 'title' | 'description' | 'className'> & {
  submitLabel: string
  pending: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  formClassName?: string
  tone?: 'primary' | 'danger'
  children: ReactNode
}) {
  const formId = useId()
  return (
    <Dialog
      {...dialog}
      busy={pending}
      footer={
        <FormDialogFooter
          formId={formId}
          submitLabel={submitLabel}
          pending={pending}
          onCancel={dialog.onClose}
          tone={tone}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
      </form>
    </Dialog>
  )
}
