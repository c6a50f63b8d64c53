import { type CardBrand, cardBrands } from '@hotel/contract'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react.tsx'
import { brandName } from './card.ts'

/** The brands' lettering: a face every system has, heavy as on the cards (DISCOVER's lighter). */
const lettering = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: '800' }

/**
 * The six card brands of the spec, drawn here (no image files, nothing from another host): small 38×24
 * cards in each brand's colours, on its ground colour. Each is an image named after its brand.
 */
const marks: Record<CardBrand, { ground: string; mark: ReactNode }> = {
  visa: {
    ground: '#fff',
    mark: (
      <>
        <text
          {...lettering}
          x="19"
          y="16.5"
          textAnchor="middle"
          fontSize="11"
          fontStyle="italic"
          fill="#1a1f71"
          letterSpacing="-.3"
        >
          VISA
        </text>
        <path d="M5 18.5h28" stroke="#f7b600" strokeWidth="1.2" />
      </>
    ),
  },
  mastercard: {
    ground: '#231f20',
    mark: (
      <>
        <circle cx="15" cy="12" r="7" fill="#eb001b" />
        <circle cx="23" cy="12" r="7" fill="#f79e1b" />
        <path d="M19 6.5a7 7 0 0 1 0 11 7 7 0 0 1 0-11z" fill="#ff5f00" />
      </>
    ),
  },
  amex: {
    ground: '#016fd0',
    mark: (
      <>
        <text
          {...lettering}
          x="19"
          y="15.5"
          textAnchor="middle"
          fontSize="8.5"
          fill="#fff"
          letterSpacing=".2"
        >
          AMEX
        </text>
        <path d="M4 5.5h30M4 18.5h30" stroke="#fff" strokeWidth=".8" opacity=".7" />
      </>
    ),
  },
  discover: {
    ground: '#fff',
    mark: (
      <>
        <path d="M20 24h15a3 3 0 0 0 3-3V13c-6 5-12 8.5-18 11z" fill="#ff6000" />
        <text {...lettering} x="3.5" y="13.5" fontSize="5.6" fontWeight="700" fill="#231f20">
          DISC
        </text>
        <circle cx="22.2" cy="11.6" r="2.6" fill="#ff6000" />
        <text {...lettering} x="25.2" y="13.5" fontSize="5.6" fontWeight="700" fill="#231f20">
          VER
        </text>
      </>
    ),
  },
  diners: {
    ground: '#fff',
    mark: (
      <>
        <circle cx="19" cy="12" r="8" fill="#0079be" />
        <circle cx="19" cy="12" r="5.6" fill="#fff" />
        <path d="M17.4 7.4v9.2a4.9 4.9 0 0 1 0-9.2zM20.6 7.4a4.9 4.9 0 0 1 0 9.2z" fill="#0079be" />
      </>
    ),
  },
  jcb: {
    ground: '#fff',
    mark: (
      <>
        <rect x="6" y="4" width="8.4" height="16" rx="2.6" fill="#0e4c96" />
        <rect x="14.8" y="4" width="8.4" height="16" rx="2.6" fill="#e21836" />
        <rect x="23.6" y="4" width="8.4" height="16" rx="2.6" fill="#00a14b" />
        <g {...lettering} fontSize="7" fill="#fff" textAnchor="middle">
          <text x="10.2" y="14.6">
            J
          </text>
          <text x="19" y="14.6">
            C
          </text>
          <text x="27.8" y="14.6">
            B
          </text>
        </g>
      </>
    ),
  },
}

/** One brand's logo; `decorative` when the brand's name is written beside it. */
export function BrandLogo({
  brand,
  className = 'h-6 w-[38px]',
  decorative = false,
}: {
  brand: string | null | undefined
  className?: string
  decorative?: boolean
}) {
  const logo = brand ? marks[brand as CardBrand] : undefined
  if (!logo) {
    // Another brand (or none): a plain card outline.
    return (
      <svg viewBox="0 0 38 24" className={className} aria-hidden="true">
        <rect x=".5" y=".5" width="37" height="23" rx="3" fill="#f4efe6" stroke="#d6cfc2" />
        <rect x="4" y="6" width="30" height="3" fill="#b9b0a2" />
      </svg>
    )
  }
  const content = (
    <>
      <rect width="38" height="24" rx="3" fill={logo.ground} />
      {logo.mark}
      <rect x=".5" y=".5" width="37" height="23" rx="2.5" fill="none" stroke="#000" strokeOpacity=".14" />
    </>
  )
  return decorative ? (
    <svg viewBox="0 0 38 24" className={`${className} shrink-0`} aria-hidden="true">
      {content}
    </svg>
  ) : (
    <svg viewBox="0 0 38 24" className={`${className} shrink-0`} role="img" aria-label={brandName(brand)}>
      {content}
    </svg>
  )
}

/**
 * The six brands the hotel takes; while a number is typed, its brand stands out and the others fade. A
 * polite live region says which brand was recognised.
 */
export function BrandRow({ active }: { active: CardBrand | null }) {
  const { t } = useTranslation('reservations')
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <span className="sr-only">{t('card.accepted')}</span>
      <span className="flex flex-wrap gap-1.5" data-testid="card-brands">
        {cardBrands.map((brand) => (
          <span
            key={brand}
            data-brand={brand}
            data-active={active === brand ? 'true' : undefined}
            className={`rounded-[4px] transition-opacity ${
              active && active !== brand ? 'opacity-25' : ''
            } ${active === brand ? 'ring-2 ring-pine-700 ring-offset-1' : ''}`}
          >
            <BrandLogo brand={brand} />
          </span>
        ))}
      </span>
      <span aria-live="polite" className="text-sm font-medium text-ink" data-testid="card-brand">
        {active ? t('card.detected', { brand: brandName(active) }) : ''}
      </span>
    </span>
  )
}
