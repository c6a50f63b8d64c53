import { formatClockTime, formatPhone, telHref } from '@hotel/contract'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { usePageLanguage, useTranslation } from '../i18n/react.tsx'
import { useHotel } from '../lib/hotel.ts'
import { copyrightSince, useCurrentYear } from '../lib/year.ts'
import { LogoMark } from './logo.tsx'

// Not needed for the first paint: its code (and its scroll watcher) stays out of every page's first download.
const ChatLink = lazy(() => import('./chat-link.tsx'))

export const legalLinks = [
  { to: '/terms-and-conditions', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/copyright-statement', key: 'footer.copyright' },
] as const

/** "© 2018–2026 Hotel Casa Pinar" with the current year. */
export function CopyrightLine({ name }: { name: string }) {
  const { t } = useTranslation()
  const year = useCurrentYear()
  return <>{t('footer.rights', { from: copyrightSince, to: year, name })}</>
}

export function SiteFooter() {
  const { t } = useTranslation()
  const hotel = useHotel()
  const lng = usePageLanguage()
  const linkClass =
    'inline-flex min-h-11 items-center gap-3 rounded-md hover:text-white hover:underline sm:min-h-9'
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    <footer className="mt-auto bg-pine-950 text-pine-100">
      <div className="page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1.2fr_1fr]">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
            <LogoMark />
            {hotel.name}
          </p>
          <p className="mt-4 max-w-xs text-pine-200">{t('footer.tagline')}</p>
          <p className="mt-4 flex items-start gap-2 text-sm text-pine-200">
            <Clock className="mt-0.5 size-4 shrink-0 text-clay-300" aria-hidden="true" />
            <span>
              {t('stay.checkIn', { time: formatClockTime(hotel.check_in_time, lng) })} ·{' '}
              {t('stay.checkOut', { time: formatClockTime(hotel.check_out_time, lng) })}
            </span>
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('footer.contact')}</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <a href={telHref(hotel.phone)} className={linkClass}>
                <Phone className="size-4 shrink-0 text-clay-300" aria-hidden="true" />
                <span className="tabular-nums">{formatPhone(hotel.phone)}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${hotel.email}`} className={linkClass}>
                <Mail className="size-4 shrink-0 text-clay-300" aria-hidden="true" />
                <span className="break-all">{hotel.email}</span>
              </a>
            </li>
            <li>
              <a href={hotel.maps_url} {...external} className={`${linkClass} py-1`}>
                <MapPin className="size-4 shrink-0 text-clay-300" aria-hidden="true" />
                <span>
                  {hotel.address}, {hotel.city}, {hotel.country}
                  <span className="sr-only"> {t('opensInNewTab')}</span>
                </span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={t('footer.legal')}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('footer.legal')}</h2>
          <ul className="mt-3 space-y-1">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-pine-800">
        {/* On phones, room below the last line for the floating chat link, so that it covers nothing there. */}
        <p className="page pt-5 pb-20 text-sm text-pine-200 sm:pb-5">
          <CopyrightLine name={hotel.name} />
        </p>
      </div>
      {/* Fixed bottom right; inside the footer so that it sits in a landmark. */}
      <Suspense fallback={null}>
        <ChatLink />
      </Suspense>
    </footer>
  )
}
