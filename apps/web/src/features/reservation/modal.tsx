import { X } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

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
