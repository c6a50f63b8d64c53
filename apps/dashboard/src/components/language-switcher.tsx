import { type Locale, locales } from '@hotel/contract'
import { useTranslation } from 'react-i18next'
import { persistLocale, toLocale } from '../lib/locale.ts'

/** English / Español toggle. Saves the choice in the `lang` cookie shared with the guest site. */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation()
  const current = toLocale(i18n.resolvedLanguage ?? i18n.language)

  function choose(locale: Locale) {
    persistLocale(locale)
    if (locale !== current) void i18n.changeLanguage(locale)
  }

  const frame = tone === 'dark' ? 'border-pine-600 bg-pine-900/40' : 'border-line bg-surface'
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('language.label')}
      className={`inline-flex rounded-lg border p-0.5 ${frame}`}
    >
      {locales.map((locale) => {
        const active = locale === current
        const look = active
          ? tone === 'dark'
            ? 'bg-paper text-pine-800'
            : 'bg-pine-700 text-white'
          : tone === 'dark'
            ? 'text-pine-100 hover:bg-pine-700'
            : 'text-ink-muted hover:bg-pine-50 hover:text-ink'
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={active}
            onClick={() => choose(locale)}
            className={`min-h-11 rounded-md px-3 sm:min-h-9 text-sm font-medium transition-colors ${look}`}
          >
            {t(`language.${locale}`)}
          </button>
        )
      })}
    </div>
  )
}
