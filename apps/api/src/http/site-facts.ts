import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  demoHotel,
  formatClockTime,
  formatPhone,
  formatShares,
  type Hotel,
  isLocale,
  type Locale,
  locales,
  telHref,
} from '@hotel/contract'
import { dataScript, escapeHtml } from './html.ts'

/**
 * The facts staff change in the settings that the guest site's pages show. The build pre-renders the pages
 * from the demo hotel; the server fills the hotel's current facts in on each response (DESIGN.md, "Facts that
 * staff change, in pre-rendered pages"), and gives the app the same facts in `window.__hotel`, so that it
 * hydrates from exactly what the HTML shows. The facts staff do not change here (name, city, country,
 * currencies, exchange rate) stay the demo's until the app asks GET /hotel after hydrating, as before.
 */
const filledFacts = [
  'phone',
  'landline',
  'email',
  'address',
  'maps_url',
  'facebook_url',
  'instagram_url',
  'chat_url',
  'check_in_time',
  'check_out_time',
  'change_deadline_days',
  'payment_percentages',
] as const satisfies readonly (keyof Hotel)[]

type Plurals = Partial<Record<'zero' | 'one' | 'other', string>>

/** "2 days before your arrival date": the legal texts' `legal.deadline` with i18next's plural rules. */
function deadlineText(plurals: Plurals, locale: Locale, count: number): string | null {
  const form = count === 0 && plurals.zero ? 'zero' : new Intl.PluralRules(locale).select(count)
  const text = plurals[form as keyof Plurals] ?? plurals.other
  return text ? text.replaceAll('{{count}}', String(count)) : null
}

/** `legal.deadline_*` of each language, from the built site's translations (absent in a partial build). */
function loadDeadlines(webBuildDir: string): Map<Locale, Plurals> {
  const found = new Map<Locale, Plurals>()
  for (const locale of locales) {
    const file = path.join(webBuildDir, locale, 'client', 'locales', locale, 'content.json')
    if (!existsSync(file)) continue
    const legal = (JSON.parse(readFileSync(file, 'utf8')) as { legal?: Record<string, string> }).legal ?? {}
    found.set(locale, { zero: legal.deadline_zero, one: legal.deadline_one, other: legal.deadline_other })
  }
  return found
}

/**
 * Each fact as the pages write it (text or an attribute's value), in one language. React escapes `&<>"'` in
 * both; the pre-rendered page holds the demo's writing, escaped the same way.
 */
function writings(hotel: Hotel, locale: Locale, deadline: Plurals | undefined): string[] {
  const list = [
    hotel.chat_url,
    hotel.maps_url,
    hotel.facebook_url,
    hotel.instagram_url,
    telHref(hotel.phone),
    formatPhone(hotel.phone),
    telHref(hotel.landline),
    formatPhone(hotel.landline),
    hotel.email,
    hotel.address,
    formatClockTime(hotel.check_in_time, locale),
    formatClockTime(hotel.check_out_time, locale),
    formatShares(hotel.payment_percentages, locale),
  ]
  const days = deadline ? deadlineText(deadline, locale, hotel.change_deadline_days) : null
  return days ? [...list, days] : list
}

const reactEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c,
  )

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The facts the app starts from: the current ones staff change, the demo's for the rest (see above). */
export function startingFacts(hotel: Hotel): Hotel {
  const facts: Hotel = { ...demoHotel }
  for (const key of filledFacts) Object.assign(facts, { [key]: hotel[key] })
  return facts
}

/** `<script>` setting `window.__hotel`. */
export const factsScript = (facts: Hotel): string => dataScript('__hotel', facts)

export function createFactsFiller(webBuildDir: string) {
  const deadlines = loadDeadlines(webBuildDir)
  /** Per language: the demo's writings, one pattern for all (longest first), in the order of `writings`. */
  const patterns = new Map<Locale, { demo: string[]; pattern: RegExp | null }>()
  for (const locale of locales) {
    const demo = writings(demoHotel, locale, deadlines.get(locale)).map(reactEscape)
    if (new Set(demo).size !== demo.length)
      throw new Error('two demo facts are written alike: cannot fill pages')
    const sorted = [...demo].sort((a, b) => b.length - a.length)
    patterns.set(locale, { demo, pattern: new RegExp(sorted.map(escapeRegExp).join('|'), 'g') })
  }

  /** The page with the hotel's current facts in place of the demo's, and `window.__hotel` in its head. */
  return function fill(html: string, hotel: Hotel): string {
    const lang = /<html[^>]*\slang="([a-z]{2})"/.exec(html)?.[1]
    const locale: Locale = isLocale(lang) ? lang : 'en'
    const facts = startingFacts(hotel)
    const { demo, pattern } = patterns.get(locale) ?? { demo: [], pattern: null }
    const now = writings(facts, locale, deadlines.get(locale)).map(escapeHtml)
    const replacement = new Map(demo.map((text, index) => [text, now[index] ?? text]))
    const filled = pattern ? html.replace(pattern, (found) => replacement.get(found) ?? found) : html
    return filled.replace('</head>', `${factsScript(facts)}</head>`)
  }
}
