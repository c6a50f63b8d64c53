import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { DocumentTitle } from './document-title.tsx'
import { PageHeader } from './page-header.tsx'
import { legalLinks } from './site-footer.tsx'

interface Section {
  title: string
  paragraphs: string[]
}

/** A legal text from the `content` namespace: `<key>.title`, `<key>.intro` and `<key>.sections`. */
export function LegalPage({ textKey, values }: { textKey: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation(['content', 'common'])
  const sections = t(`${textKey}.sections`, { returnObjects: true, ...values }) as unknown as Section[]
  const title = t(`${textKey}.title`)
  return (
    <>
      <DocumentTitle title={title} description={t(`${textKey}.intro`, values)} />
      <PageHeader eyebrow={t('legal.eyebrow')} title={title} intro={t(`${textKey}.intro`, values)} />
      <div className="page grid gap-10 py-10 sm:py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('common:footer.legal')} className="lg:sticky lg:top-24 lg:self-start">
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
          {sections.map((section) => (
            <section key={section.title} className="mb-8 last:mb-0">
              <h2 className="text-lg font-semibold text-pine-950">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-ink-soft">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}
