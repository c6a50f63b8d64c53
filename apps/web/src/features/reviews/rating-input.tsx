import { maxRate, minRate } from '@hotel/contract'
import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from '../../components/field-error.tsx'
import { LineIcon } from '../../components/line-icon.tsx'
import { useTranslation } from '../../i18n/react.tsx'

/** lucide's star: the about page's reviews use lucide's own Star. */
function StarGlyph({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
    </LineIcon>
  )
}

/** The focus ring, on the drawn star or pill (the radio itself is visually hidden). */
const focusRing =
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-pine-600'

const rates = Array.from({ length: maxRate - minRate + 1 }, (_, index) => minRate + index)

/**
 * The review's stars, 0 to 5: a group of radio buttons (Tab reaches the group, the arrow keys choose),
 * drawn as "No stars" and five stars that fill up to the chosen (or pointed at) one.
 */
export function RatingInput({
  field,
  value,
  error,
}: {
  field: UseFormRegisterReturn
  /** The chosen rate, or undefined before the guest picks one. */
  value: number | undefined
  error?: string
}) {
  const { t } = useTranslation('account')
  const id = useId()
  const [pointed, setPointed] = useState<number | null>(null)
  const shown = pointed ?? value
  return (
    <div>
      <p id={`${id}-label`} className="mb-2 text-sm font-medium text-ink">
        {t('review.rating')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={[`${id}-readout`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        className="flex flex-wrap items-center gap-x-1 gap-y-3"
        onMouseLeave={() => setPointed(null)}
      >
        {rates.map((rate) => (
          // "No stars" takes a row of its own on phones, so the five stars stay on one line.
          <label
            key={rate}
            className={`cursor-pointer ${rate === 0 ? 'basis-full sm:mr-2 sm:basis-auto' : ''}`}
            onMouseEnter={() => setPointed(rate)}
          >
            <input type="radio" value={rate} className="peer sr-only" {...field} />
            {rate === 0 ? (
              <span
                className={`${focusRing} inline-flex min-h-11 items-center rounded-full border border-coffee-500 px-4 text-sm font-medium text-ink-soft peer-checked:border-pine-700 peer-checked:bg-pine-50 peer-checked:text-pine-800 hover:border-pine-600`}
              >
                {t('review.none')}
              </span>
            ) : (
              <>
                <span className="sr-only">{t('review.stars', { count: rate })}</span>
                <StarGlyph
                  className={`${focusRing} size-11 rounded-lg p-1.5 transition-colors ${
                    shown !== undefined && rate <= shown ? 'fill-clay-400 text-clay-500' : 'text-coffee-500'
                  }`}
                />
              </>
            )}
          </label>
        ))}
      </div>
      {/* What the chosen stars mean; before a choice, how to choose (the error says it when there is one). */}
      <p id={`${id}-readout`} className="mt-1 min-h-6 text-sm text-ink-soft">
        {value !== undefined ? t(`review.words.${value}`) : error ? '' : t('review.choose')}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
