import { formatPhone, telHref } from '@hotel/contract'
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { useTranslation } from '../i18n/react.tsx'
import { useHotel } from '../lib/hotel.ts'
import { StayFactsLine } from './stay-facts.tsx'

/** How to reach the hotel: phone, chat, e-mail and the address on the map. */
export function ContactCard({ title }: { title: string }) {
  const { t } = useTranslation()
  const hotel = useHotel()
  const row = 'flex min-h-11 items-start gap-3 rounded-lg py-2 hover:text-pine-800'
  const icon = 'mt-0.5 size-5 shrink-0 text-pine-700'
  return (
    <aside className="card p-6">
      <h2 className="text-lg font-semibold text-pine-950">{title}</h2>
      <ul className="mt-3 divide-y divide-line">
        <li>
          <a href={telHref(hotel.phone)} className={row}>
            <Phone className={icon} aria-hidden="true" />
            <span>
              <span className="block text-sm text-ink-soft">{t('contactCard.phone')}</span>
              <span className="font-medium tabular-nums">{formatPhone(hotel.phone)}</span>
            </span>
          </a>
        </li>
        {hotel.landline ? (
          <li>
            <a href={telHref(hotel.landline)} className={row}>
              <Phone className={icon} aria-hidden="true" />
              <span>
                <span className="block text-sm text-ink-soft">{t('contactCard.landline')}</span>
                <span className="font-medium tabular-nums">{formatPhone(hotel.landline)}</span>
              </span>
            </a>
          </li>
        ) : null}
        <li>
          <a href={hotel.chat_url} target="_blank" rel="noopener noreferrer" className={row}>
            <MessageCircle className={icon} aria-hidden="true" />
            <span>
              <span className="block text-sm text-ink-soft">{t('contactCard.chat')}</span>
              <span className="font-medium">{t('contactCard.chatAction')}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={`mailto:${hotel.email}`} className={row}>
            <Mail className={icon} aria-hidden="true" />
            <span>
              <span className="block text-sm text-ink-soft">{t('contactCard.email')}</span>
              <span className="font-medium break-all">{hotel.email}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={hotel.maps_url} target="_blank" rel="noopener noreferrer" className={row}>
            <MapPin className={icon} aria-hidden="true" />
            <span>
              <span className="block text-sm text-ink-soft">{t('contactCard.address')}</span>
              <span className="font-medium">
                {hotel.address}, {hotel.city}, {hotel.country}
              </span>
              <span className="mt-0.5 block text-sm text-pine-700 underline">{t('strip.map')}</span>
            </span>
          </a>
        </li>
      </ul>
      <StayFactsLine className="mt-4 border-t border-line pt-4 text-sm text-ink-soft" />
    </aside>
  )
}
