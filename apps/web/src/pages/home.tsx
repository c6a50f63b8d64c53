import { formatClockTime } from '@hotel/contract'
import { Clock, Coffee, MapPin, Trees } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import heroUrl from '../assets/hero-hills.svg'
import { DocumentTitle } from '../components/document-title.tsx'
import { SearchBox } from '../components/search-box.tsx'
import { StayFactsLine } from '../components/stay-facts.tsx'
import { usePageLanguage, useTranslation } from '../i18n/react.tsx'
import { useHotel } from '../lib/hotel.ts'

// Special offers and most booked rooms: their own chunk, fetched after hydration when they come near the
// screen, so the home page's first JavaScript stays within its budget (bench/home-budget.mjs).
const RoomSections = lazy(() => import('../features/rooms/home-sections.tsx'))
// What guests say (the average and the latest reviews), after them and in the same way.
const ReviewsSection = lazy(() => import('../features/reviews/reviews-section.tsx'))
// Their query cache comes with them: the page's first render needs none (lib/query-client.tsx).
const QueryProvider = lazy(() =>
  import('../lib/query-client.tsx').then((m) => ({ default: m.QueryProvider })),
)

/** Renders `children` once the box is within a screen's height of the viewport (never when pre-rendering). */
function NearScreen({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    // Once near, the sections stay (setting true again changes nothing).
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: '100%',
    })
    observer.observe(box.current as HTMLDivElement)
    return () => observer.disconnect()
  }, [])
  const placeholder = <div className="min-h-[40rem]" />
  return <div ref={box}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>
}

export default function HomePage() {
  const { t } = useTranslation('home')
  const hotel = useHotel()
  const lng = usePageLanguage()
  return (
    <>
      <DocumentTitle
        full={`${hotel.name} · ${hotel.city}, ${hotel.country}`}
        description={t('meta.description', { checkIn: formatClockTime(hotel.check_in_time, lng) })}
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

      <NearScreen>
        <QueryProvider>
          <RoomSections />
          <ReviewsSection />
        </QueryProvider>
      </NearScreen>

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
                checkIn: formatClockTime(hotel.check_in_time, lng),
                checkOut: formatClockTime(hotel.check_out_time, lng),
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
