import { MapPin } from 'lucide-react'
import { useTranslation } from '../i18n/react.tsx'
import { useHotel } from '../lib/hotel.ts'
import { FacebookIcon, InstagramIcon } from './social-icons.tsx'

/** The thin strip above the header: where the hotel is, and its social pages. */
export function TopStrip() {
  const { t } = useTranslation()
  const hotel = useHotel()
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    <aside aria-label={t('strip.label')} className="bg-pine-900 text-sm text-pine-50">
      <div className="page flex items-center justify-between gap-4">
        <a
          href={hotel.maps_url}
          {...external}
          className="-ml-2 inline-flex min-h-10 items-center gap-2 rounded-md px-2 hover:text-white hover:underline"
        >
          <MapPin className="size-4 shrink-0 text-clay-300" aria-hidden="true" />
          <span>
            {hotel.city}, {hotel.country}
            <span className="hidden sm:inline"> · {t('strip.map')}</span>
          </span>
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
        <div className="-mr-2 flex items-center">
          <span className="mr-1 hidden text-pine-200 md:inline">{t('strip.follow')}</span>
          <a
            href={hotel.facebook_url}
            {...external}
            aria-label={t('strip.facebook')}
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-pine-800 hover:text-white"
          >
            <FacebookIcon className="size-[18px]" />
          </a>
          <a
            href={hotel.instagram_url}
            {...external}
            aria-label={t('strip.instagram')}
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-pine-800 hover:text-white"
          >
            <InstagramIcon className="size-[18px]" />
          </a>
        </div>
      </div>
    </aside>
  )
}
