import { Search, X } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { maxSearchLength } from './list-params.ts'

/** Typing pauses this long before the list asks the server again. */
const searchDelayMs = 300

interface SearchBoxProps {
  /** The search in the address. */
  value: string
  onSearch: (search: string) => void
  /** Says what is searched, e.g. "Search by name, e-mail or phone"; the input's name and placeholder. */
  label: string
}

/** The list's search: asks after a pause in typing, or at once on Enter; clearing it is one tap. */
export function SearchBox({ value, onSearch, label }: SearchBoxProps) {
  const { t } = useTranslation()
  const [text, setText] = useState(value)

  // The address changed by itself (Back, a link): show its search, unless it is what is being typed.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value])

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onSearch(text.trim()), searchDelayMs)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSearch(text.trim())
  }

  return (
    <search className="w-full sm:max-w-sm">
      <form onSubmit={submit} className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-soft"
          aria-hidden="true"
        />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={label}
          placeholder={label}
          maxLength={maxSearchLength}
          enterKeyHint="search"
          className="min-h-11 w-full rounded-lg border border-line-strong bg-surface ps-10 pe-11 text-base text-ink placeholder:text-ink-soft hover:border-ink-soft [&::-webkit-search-cancel-button]:hidden"
        />
        {text !== '' && (
          <button
            type="button"
            onClick={() => {
              setText('')
              onSearch('')
            }}
            aria-label={t('table.clearSearch')}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-ink-soft hover:text-ink"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </form>
    </search>
  )
}
