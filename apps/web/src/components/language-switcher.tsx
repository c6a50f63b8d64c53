import { ChevronDown, Languages } from 'lucide-react'
import { useId } from 'react'
import { switchLanguage } from '../i18n/language.ts'
import { isLanguage, supportedLanguages } from '../i18n/options.ts'
import { useTranslation } from '../i18n/react.tsx'

/** Names of the languages in their own language. */
const names = { en: 'English', es: 'Español' } as const

export function LanguageSwitcher({
  tone = 'light',
  className = '',
}: {
  tone?: 'light' | 'plain'
  className?: string
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const current = i18n.resolvedLanguage ?? i18n.language
  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages className="pointer-events-none absolute left-2.5 size-4 text-pine-700" aria-hidden="true" />
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const lng = event.target.value
          if (isLanguage(lng)) void switchLanguage(i18n, lng)
        }}
        className={`min-h-11 w-full cursor-pointer appearance-none rounded-lg py-2 pr-8 pl-8 text-sm font-medium text-ink ${
          tone === 'light'
            ? 'border border-transparent bg-transparent hover:bg-pine-50'
            : 'border border-line bg-surface'
        }`}
      >
        {supportedLanguages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {names[lng]}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-2.5 size-4 text-ink-soft"
        aria-hidden="true"
      />
    </div>
  )
}
