import { countryOptions, isCountryCode } from '@hotel/contract'
import { useMemo } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field, InputField, inputClass } from '../../components/field.tsx'
import { useFieldErrorText } from '../../lib/forms.ts'

type ContactField =
  | 'name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'identification'
  | 'country'
  | 'city'
  | 'description'

/** The contact fields the desk form and the edit dialog share. */
export function ClientContactFields<Values extends FieldValues>({
  register,
  errors,
}: {
  register: UseFormRegister<Values>
  errors: FieldErrors<Values>
}) {
  const { t, i18n } = useTranslation()
  const errorText = useFieldErrorText()
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const field = (name: ContactField) => ({
    register: register(name as Path<Values>),
    // biome-ignore lint/suspicious/noExplicitAny: the two forms' value types share these names
    error: errorText((errors as any)[name]),
  })
  const input = (
    name: ContactField,
    label: string,
    options: { type?: string; autoComplete?: string; optional?: boolean; hint?: string; wide?: boolean } = {},
  ) => {
    const { register: registration, error } = field(name)
    return (
      <InputField
        label={label}
        error={error}
        registration={registration}
        type={options.type}
        autoComplete={options.autoComplete}
        optional={options.optional}
        hint={options.hint}
        className={options.wide ? 'sm:col-span-2' : ''}
      />
    )
  }
  const country = field('country')
  const description = field('description')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {input('name', t('clients.name'))}
      {input('last_name', t('clients.lastName'))}
      {input('email', t('clients.email'), { type: 'email', wide: true })}
      {input('phone', t('clients.phone'), { type: 'tel', hint: t('clients.phoneHint') })}
      {input('identification', t('clients.identification'), { hint: t('clients.identificationHint') })}
      <Field label={t('clients.country')} error={country.error}>
        {(control) => (
          <select
            {...control}
            {...country.register}
            autoComplete="off"
            className={inputClass(Boolean(country.error))}
          >
            <option value="">{t('clients.chooseCountry')}</option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {input('city', t('clients.city'), { optional: true })}
      <Field label={t('clients.description')} error={description.error} optional className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            {...description.register}
            rows={3}
            className={inputClass(Boolean(description.error), 'py-2')}
          />
        )}
      </Field>
    </div>
  )
}

/** A stored country that is no code (typed before the list existed) starts empty: the desk picks it again. */
export const knownCountry = (country: string | null | undefined) => (isCountryCode(country) ? country : '')

export const contactFields: readonly ContactField[] = [
  'name',
  'last_name',
  'email',
  'phone',
  'identification',
  'country',
  'city',
  'description',
]

/** A new client's contact fields: blank, but for the hotel's own country. */
export const blankContact = {
  name: '',
  last_name: '',
  email: '',
  phone: '',
  identification: '',
  country: 'NI',
  city: '',
  description: '',
}
