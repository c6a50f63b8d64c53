import { useTranslation } from 'react-i18next'
import { selectClass } from '../select-class.ts'
import { addressValue, type ListFilter, selectedValue } from './filters.ts'

// `contents` lets a label's text and field take the phone grid's two columns; the label still names its field.
const labelClass = 'contents text-sm sm:flex sm:items-center sm:gap-2'
const controlClass = `${selectClass} w-full min-w-0 sm:w-auto`

interface FilterBarProps {
  filters: readonly ListFilter[]
  onChange: (values: Record<string, string | undefined>) => void
}

/**
 * A list's filters, drawn the one way most lists already drew theirs: a visible label beside each control, in
 * the toolbar row, wrapping on narrow screens.
 */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const { t } = useTranslation()
  return (
    // One group, so a screen reader hears "Filters". On a phone the labels and fields form two columns, every
    // field as wide as the screen allows; from 640 px they wrap in a row beside the search.
    <fieldset className="grid min-w-0 grid-cols-[max-content_minmax(0,1fr)] items-center gap-3 sm:flex sm:flex-wrap">
      <legend className="sr-only">{t('table.filters')}</legend>
      {filters.map((filter) =>
        filter.kind === 'select' ? (
          <label key={filter.name} className={labelClass}>
            <span className="shrink-0 text-ink-soft">{filter.label}</span>
            <select
              value={selectedValue(filter)}
              onChange={(event) => onChange({ [filter.name]: addressValue(filter, event.target.value) })}
              className={controlClass}
            >
              {filter.all !== undefined && <option value="">{filter.all}</option>}
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          [filter.from, filter.to].map((end) => (
            <label key={end.name} className={labelClass}>
              <span className="shrink-0 text-ink-soft">{end.label}</span>
              <input
                type="date"
                value={end.value ?? ''}
                // The API refuses a range that ends before it starts; the picker does not offer one.
                min={end === filter.to ? filter.from.value : undefined}
                onChange={(event) => onChange({ [end.name]: event.target.value || undefined })}
                className={controlClass}
              />
            </label>
          ))
        ),
      )}
    </fieldset>
  )
}
