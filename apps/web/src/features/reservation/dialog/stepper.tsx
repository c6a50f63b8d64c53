import { useTranslation } from '../../../i18n/react.tsx'
import { type StepNumber, steps } from '../draft.ts'

/**
 * The visible progress: five numbered steps joined by a line, each named under its number (on phones only
 * the current one is named, under the row).
 */
export function Stepper({ current, done }: { current: StepNumber; done: boolean }) {
  const { t } = useTranslation('reservations')
  return (
    <nav aria-label={t('steps.label')} className="border-b border-line bg-surface px-4 pt-3 pb-2.5 sm:px-6">
      <ol className="grid grid-cols-5">
        {steps.map((name, index) => {
          const number = (index + 1) as StepNumber
          const complete = number < current || (done && number === 5)
          const active = number === current && !done
          return (
            <li
              key={name}
              aria-current={number === current ? 'step' : undefined}
              className={`relative flex flex-col items-center text-center ${
                index < steps.length - 1
                  ? `after:absolute after:top-4 after:right-[calc(-50%+1.25rem)] after:left-[calc(50%+1.25rem)] after:h-0.5 after:rounded-full after:content-[''] ${number < current || done ? 'after:bg-pine-700' : 'after:bg-line'}`
                  : ''
              }`}
            >
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums ${
                  complete
                    ? 'bg-pine-700 text-white'
                    : active
                      ? 'bg-surface text-pine-800 ring-2 ring-pine-700'
                      : 'bg-sand text-ink-soft'
                }`}
                aria-hidden="true"
              >
                {complete ? (
                  // Lucide's check, drawn here: the icon module is shared with the room page, and sharing
                  // it would add a chunk to the route manifest that every page loads.
                  <svg
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    aria-hidden="true"
                  >
                    <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  number
                )}
              </span>
              <span
                className={`mt-1 px-1 text-xs leading-tight max-sm:sr-only ${active ? 'font-semibold text-pine-950' : 'text-ink-soft'}`}
              >
                <span className="sr-only">
                  {t('steps.position', { step: number, count: steps.length })}
                  {complete ? ` (${t('steps.completed')})` : ''}:{' '}
                </span>
                {t(`steps.${name}`)}
              </span>
            </li>
          )
        })}
      </ol>
      <p className="mt-1.5 text-center text-sm font-semibold text-pine-950 sm:hidden" aria-hidden="true">
        {t('steps.position', { step: current, count: steps.length })} · {t(`steps.${steps[current - 1]}`)}
      </p>
    </nav>
  )
}
