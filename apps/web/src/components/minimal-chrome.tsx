import { Link } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'
import { useHotel } from '../lib/hotel.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'
import { CopyrightLine, legalLinks } from './site-footer.tsx'

/** Header of the pages outside the main layout: the logo back to home and the language. */
export function MinimalHeader() {
  const hotel = useHotel()
  return (
    <header className="border-b border-line bg-paper">
      <div className="page flex h-16 items-center justify-between gap-4">
        <Logo name={hotel.name} />
        <LanguageSwitcher />
      </div>
    </header>
  )
}

export function MinimalFooter() {
  const { t } = useTranslation()
  const hotel = useHotel()
  return (
    <footer className="mt-auto border-t border-line">
      <div className="page flex flex-col gap-2 py-5 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between">
        <p>
          <CopyrightLine name={hotel.name} />
        </p>
        <ul className="flex flex-wrap gap-x-4">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center hover:text-pine-800 hover:underline"
              >
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
