import { type Locale, locales } from '@hotel/contract'
import { useTranslation } from 'react-i18next'
import { persistLocale, useLocale } from '../lib/locale.ts'

/** English / Español toggle. Saves the choice in the `lang` cookie shared with the guest site. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const current = useLocale()

  function choose(locale: Locale) {
    persistLocale(locale)
    if (locale !== current) void i18n.changeLanguage(locale)
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('language.label')}
      className={`inline-flex rounded-lg border border-line bg-surface p-0.5 ${className}`}
    >
      {locales.map((locale) => {
        const active = locale === current
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={active}
            onClick={() => choose(locale)}
            className={`min-h-11 rounded-md px-3 font-medium text-sm transition-colors sm:min-h-9 ${
              active ? 'bg-pine-700 text-white' : 'text-ink-soft hover:bg-pine-50 hover:text-ink'
            }`}
          >
            {t(`language.${locale}`)}
          </button>
        )
      })}
    </div>
  )
}
