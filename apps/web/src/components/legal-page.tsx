import { formatClockTime, formatPhone, formatShares } from '@hotel/contract'
import { NavLink } from 'react-router'
import { usePageLanguage, useTranslation } from '../i18n/react.tsx'
import { formatDay } from '../lib/format.ts'
import { useHotel } from '../lib/hotel.ts'
import { copyrightSince, useCurrentYear } from '../lib/year.ts'
import { DocumentTitle } from './document-title.tsx'
import { PageHeader } from './page-header.tsx'
import { legalLinks } from './site-footer.tsx'

/** The day the legal texts (public/locales/<lng>/content.json) last changed in substance. */
const legalUpdated = '2026-11-22'

/**
 * The values the about page and the legal texts speak of, from the hotel's settings (GET /hotel): its
 * name and contacts, hours, currencies, the change deadline and the payment shares, and the copyright years.
 */
export function useLegalValues(): Record<string, string | number> {
  const { t } = useTranslation('content')
  const hotel = useHotel()
  const year = useCurrentYear()
  const lng = usePageLanguage()
  return {
    name: hotel.name,
    email: hotel.email,
    phone: formatPhone(hotel.phone),
    address: hotel.address,
    city: hotel.city,
    country: hotel.country,
    currency: hotel.currency,
    local: hotel.local_currency,
    checkIn: formatClockTime(hotel.check_in_time, lng),
    checkOut: formatClockTime(hotel.check_out_time, lng),
    deadline: t('legal.deadline', { count: hotel.change_deadline_days }),
    shares: formatShares(hotel.payment_percentages, lng),
    from: copyrightSince,
    to: year,
  }
}

/** A page text's part in `content.json`, the same shape in both languages. */
export interface Section {
  title: string
  paragraphs: string[]
}

/** The sections of the about page and the legal texts: a heading and its paragraphs each. */
export function TextSections({ sections }: { sections: Section[] }) {
  return sections.map((section) => (
    <section key={section.title} className="mb-8 last:mb-0">
      <h2 className="text-lg font-semibold text-pine-950">{section.title}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-ink-soft">
          {paragraph}
        </p>
      ))}
    </section>
  ))
}

/**
 * A legal text from the `content` namespace: `<key>.title`, `<key>.intro` and `<key>.sections`, with the
 * hotel's own values (name, contacts, deadline, payment shares, copyright years) filled in.
 */
export function LegalPage({ textKey }: { textKey: 'terms' | 'privacy' | 'copyright' }) {
  const { t } = useTranslation(['content', 'common'])
  const lng = usePageLanguage()
  const values = useLegalValues()
  const sections = t(`${textKey}.sections`, { returnObjects: true, ...values }) as unknown as Section[]
  const title = t(`${textKey}.title`)
  return (
    <>
      <DocumentTitle title={title} description={t(`${textKey}.intro`, values)} />
      <PageHeader eyebrow={t('legal.eyebrow')} title={title} intro={t(`${textKey}.intro`, values)} />
      <div className="page grid gap-10 py-10 sm:py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('legal.nav')} className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
                      isActive ? 'bg-pine-700 text-white' : 'text-ink hover:bg-pine-50 hover:text-pine-800'
                    }`
                  }
                >
                  {t(`common:${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-3xl">
          <TextSections sections={sections} />
          <p className="mt-10 border-t border-line pt-4 text-sm text-ink-soft">
            {t('legal.updated', {
              date: formatDay(legalUpdated, lng),
            })}
          </p>
        </article>
      </div>
    </>
  )
}
