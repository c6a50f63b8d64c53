import { countryCodes, countryOptions, isCountryCode } from '@hotel/contract'
import { type ReactNode, type Ref, type SelectHTMLAttributes, useMemo } from 'react'
import { usePageLanguage, useTranslation } from '../i18n/react.tsx'
import { useHydrated } from '../lib/hydrated.ts'
import { Field } from './form.tsx'

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  ref?: Ref<HTMLSelectElement>
  label: string
  error?: string | null
  hint?: ReactNode
}

/**
 * A country picked from the ISO list, named in the page's language (Nicaragua first, then that language's
 * alphabetical order); the form gets the code. Spreads `register('country')` like the text fields. A stored value
 * that is no code (a country typed before the list existed) shows the empty choice, so the guest picks again.
 */
export function CountrySelect({ label, error, hint, className = '', value, defaultValue, ...select }: Props) {
  const { t } = useTranslation()
  const lng = usePageLanguage()
  // The server's ICU names (and so their order) can differ from the browser's: the page is rendered and
  // hydrated with the bare codes, then the browser's own names replace them.
  const hydrated = useHydrated()
  const options = useMemo(
    () => (hydrated ? countryOptions(lng) : countryCodes.map((code) => ({ code, name: code }))),
    [hydrated, lng],
  )
  const known = (given: unknown) => (given === undefined ? undefined : isCountryCode(given) ? given : '')
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          className="field-input"
          autoComplete="country"
          {...control}
          value={known(value)}
          defaultValue={known(defaultValue)}
          {...select}
        >
          <option value="">{t('common:countries.choose')}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
