import { BedDouble, Clock, Coffee, MapPin, Sparkles, Trees } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import heroUrl from '../assets/hero-hills.svg'
import { DocumentTitle } from '../components/document-title.tsx'
import { EmptyState } from '../components/empty-state.tsx'
import { SearchBox } from '../components/search-box.tsx'
import { StayFactsLine } from '../components/stay-facts.tsx'
import { formatHour, useHotel } from '../lib/hotel.ts'

export default function HomePage() {
  const { t, i18n } = useTranslation('home')
  const hotel = useHotel()
  const lng = i18n.resolvedLanguage ?? i18n.language
  return (
    <>
      <DocumentTitle
        full={`${hotel.name} · ${hotel.city}, ${hotel.country}`}
        description={t('meta.description')}
      />
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-[#f7f1e6]">
        <img
          src={heroUrl}
          alt=""
          width={1600}
          height={720}
          fetchPriority="high"
          className="absolute inset-x-0 bottom-0 -z-10 h-[62%] w-full object-cover object-[40%_100%] sm:h-full sm:object-[70%_100%]"
        />
        <div className="page pt-10 pb-8 sm:pt-16 lg:pt-20 lg:pb-16">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wider text-clay-700 uppercase">
              {t('hero.eyebrow', { city: hotel.city, country: hotel.country })}
            </p>
            <h1 id="hero-title" className="mt-2 text-xl font-bold tracking-tight text-pine-950 sm:text-2xl">
              {t('hero.title')}
            </h1>
            <p className="mt-3 max-w-xl text-base text-ink-soft sm:text-lg">{t('hero.subtitle')}</p>
          </div>
          <div className="card mt-6 p-4 shadow-raised sm:mt-10 sm:p-6 lg:mt-24">
            <h2 className="sr-only">{t('common:search.label')}</h2>
            <SearchBox layout="inline" />
            <StayFactsLine className="mt-4 border-t border-line pt-4 text-sm text-ink-soft" />
          </div>
        </div>
      </section>

      <section aria-labelledby="offers-title" className="page py-12 sm:py-16">
        <SectionHeading id="offers-title" title={t('offers.title')} intro={t('offers.intro')} />
        <EmptyState icon={Sparkles} text={t('offers.empty')} />
      </section>

      <section aria-labelledby="popular-title" className="page pb-12 sm:pb-16">
        <SectionHeading
          id="popular-title"
          title={t('popular.title')}
          intro={t('popular.intro')}
          action={
            <Link to="/books" className="font-semibold text-pine-700 hover:text-pine-900 hover:underline">
              {t('popular.all')}
            </Link>
          }
        />
        <EmptyState icon={BedDouble} text={t('popular.empty')} />
      </section>

      <section aria-labelledby="why-title" className="border-t border-line bg-sand">
        <div className="page py-12 sm:py-16">
          <h2 id="why-title" className="text-xl font-bold tracking-tight text-pine-950">
            {t('why.title')}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Feature icon={Coffee} title={t('why.breakfast.title')} text={t('why.breakfast.text')} />
            <Feature
              icon={Clock}
              title={t('why.hours.title')}
              text={t('why.hours.text', {
                checkIn: formatHour(hotel.check_in_time, lng),
                checkOut: formatHour(hotel.check_out_time, lng),
              })}
            />
            <Feature icon={MapPin} title={t('why.location.title')} text={t('why.location.text')} />
            <Feature icon={Trees} title={t('why.nature.title')} text={t('why.nature.text')} />
          </ul>
        </div>
      </section>
    </>
  )
}

function SectionHeading({
  id,
  title,
  intro,
  action,
}: {
  id: string
  title: string
  intro: string
  action?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={id} className="text-xl font-bold tracking-tight text-pine-950">
          {title}
        </h2>
        <p className="mt-1 text-ink-soft">{intro}</p>
      </div>
      {action}
    </div>
  )
}

function Feature({ icon: Icon, title, text }: { icon: typeof Coffee; title: string; text: string }) {
  return (
    <li className="card p-5">
      <span className="flex size-11 items-center justify-center rounded-xl bg-pine-50 text-pine-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="mt-4 font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-sm text-ink-soft">{text}</p>
    </li>
  )
}
