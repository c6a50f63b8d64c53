import { z } from 'zod'

/**
 * Every officially assigned ISO 3166-1 alpha-2 code (249). Written out rather than read from Intl: Intl.DisplayNames
 * also names user-assigned and reserved codes (XK, EU, ZZ) and cannot list what it knows.
 */
// biome-ignore format: one line per initial letter reads better than 249 lines
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW',
  'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET',
  'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT',
  'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV',
  'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA',
  'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX',
  'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU',
  'WF', 'WS',
  'YE', 'YT',
  'ZA', 'ZM', 'ZW',
] as const
export type CountryCode = (typeof countryCodes)[number]

const knownCodes: ReadonlySet<string> = new Set(countryCodes)

/** The hotel's own country: first in the pickers, where most guests come from. */
export const homeCountry: CountryCode = 'NI'

export function isCountryCode(code: unknown): code is CountryCode {
  return typeof code === 'string' && knownCodes.has(code)
}

/** A country as the API stores it: its alpha-2 code, given in any case and with stray spaces. */
export const countryCode = z
  .string({ message: 'validation.required' })
  .trim()
  .toUpperCase()
  .min(1, { message: 'validation.required', abort: true })
  // The output stays a string: rows kept from before the list (historic reservations) are read with it too.
  .refine((code) => knownCodes.has(code), { message: 'countries.not_found' })

const displayNames = new Map<string, Intl.DisplayNames | null>()

function namesFor(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale)
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
    } catch {
      // A runtime without region names (or a malformed locale tag) still shows the code.
      names = null
    }
    displayNames.set(locale, names)
  }
  return names
}

/**
 * The country's name in `locale` ("Nicaragua", "Estados Unidos"). Anything that is not a code (a row kept from
 * before countries were codes) comes back as it was stored.
 */
export function countryName(code: string, locale: string): string {
  if (!isCountryCode(code)) return code
  return namesFor(locale)?.of(code) ?? code
}

/** Every country for a picker: the home country first, the rest in the language's own alphabetical order. */
export function countryOptions(locale: string): { code: CountryCode; name: string }[] {
  const collator = new Intl.Collator(locale)
  const rest = countryCodes
    .filter((code) => code !== homeCountry)
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name))
  return [{ code: homeCountry, name: countryName(homeCountry, locale) }, ...rest]
}
