import { formatMoney } from '@hotel/contract'
import { AlertCircle, ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import { usePageLanguage, useTranslation } from '../../../i18n/react.tsx'
import type { ReservationDraft } from '../draft.ts'
import type { StayTotal } from '../steps.ts'

/** What every step of the form (1 to 4) gets from the shell. */
export type StepProps = {
  draft: ReservationDraft
  heading: Ref<HTMLHeadingElement>
  notice: string | null
  onChange: (patch: Partial<ReservationDraft>) => void
}

/** A step: its heading and intro, the scrolling body, and the Back / Next bar. */
export function StepFrame({
  heading,
  title,
  intro,
  notice,
  children,
  footer,
  summary,
  onSubmit,
}: {
  heading: Ref<HTMLHeadingElement>
  title: ReactNode
  intro?: ReactNode
  notice?: string | null
  children: ReactNode
  footer: ReactNode
  /** Kept in sight above the buttons (the stay's total). */
  summary?: ReactNode
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6 sm:py-6">
        <h3
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-pine-950 focus:outline-none"
          data-testid="step-heading"
        >
          {title}
        </h3>
        {intro ? <p className="mt-1 text-ink-soft">{intro}</p> : null}
        {notice ? (
          <p
            role="alert"
            className="mt-4 flex items-start gap-2 rounded-lg border border-warning-700/30 bg-warning-50 p-3 text-sm text-ink"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-warning-700" aria-hidden="true" />
            {notice}
          </p>
        ) : null}
        <div className="mt-5">{children}</div>
      </div>
      <div className="border-t border-line bg-surface px-4 py-3 sm:px-6">
        {summary}
        <div className="flex items-center justify-between gap-3">{footer}</div>
      </div>
    </form>
  )
}

/**
 * Shown while a step's code is on its way (rarely: the shell fetches the steps next to the open one): the
 * frame's body and button bar, so that the dialog keeps its shape, with a quiet spinner.
 */
export function StepLoading() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-0 flex-1 flex-col" role="status">
      <div className="flex min-h-72 flex-1 items-center justify-center px-4 py-5 sm:px-6 sm:py-6">
        <span
          className="size-9 animate-spin rounded-full border-[3px] border-pine-100 border-t-pine-600"
          aria-hidden="true"
        />
        <span className="sr-only">{t('loading')}</span>
      </div>
      <div className="border-t border-line bg-surface px-4 py-3 sm:px-6">
        {/* The height of the bar's buttons. */}
        <div className="min-h-11" />
      </div>
    </div>
  )
}

export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('reservations')
  return (
    <button type="button" className="btn btn-secondary" onClick={onClick}>
      <ChevronLeft className="size-4" aria-hidden="true" />
      {t('dialog.back')}
    </button>
  )
}

export function NextButton({ label, disabled }: { label?: string; disabled?: boolean }) {
  const { t } = useTranslation('reservations')
  return (
    <button type="submit" className="btn btn-primary ml-auto" disabled={disabled}>
      {label ?? t('dialog.next')}
      <ChevronRight className="size-4" aria-hidden="true" />
    </button>
  )
}

/** "Total for 3 nights  $259.50" (with the price before promotions struck through), kept above the buttons. */
export function TotalLine({
  label,
  total,
  pending,
  testId,
  note,
}: {
  label: string
  total: StayTotal | null
  /** A price is still on its way ("…"); else no total can be given ("—"). */
  pending: boolean
  testId: string
  note?: ReactNode
}) {
  const lng = usePageLanguage()
  return (
    <div className="mb-3" aria-live="polite">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-ink-soft">{label}</span>
        {total ? (
          <span className="flex items-baseline gap-2">
            {total.before > total.total ? (
              <s className="text-sm text-ink-soft tabular-nums">
                {formatMoney(total.before, total.currency, lng, 'when-any')}
              </s>
            ) : null}
            <strong className="text-lg font-bold text-ink tabular-nums" data-testid={testId}>
              {formatMoney(total.total, total.currency, lng, 'when-any')}
            </strong>
          </span>
        ) : (
          <strong className="text-lg font-bold text-ink-soft">{pending ? '…' : '—'}</strong>
        )}
      </p>
      {note ? <p className="text-right text-sm text-ink-soft">{note}</p> : null}
    </div>
  )
}
