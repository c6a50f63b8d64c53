import { formatMoney, type Room } from '@hotel/contract'
import { Tag } from 'lucide-react'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import { formatDay } from '../../lib/format.ts'

type Price = Room['price']

/** Before and after the promotion: the old amount struck through, the new one in bold. */
function Amount({ before, after, currency }: { before: number; after: number; currency: string }) {
  const { t } = useTranslation('rooms')
  const lng = usePageLanguage()
  if (after >= before) {
    return (
      <strong className={`text-lg font-bold text-ink tabular-nums`}>
        {formatMoney(after, currency, lng, 'when-any')}
      </strong>
    )
  }
  return (
    <>
      <span className="sr-only">
        {t('price.was', { price: formatMoney(before, currency, lng, 'when-any') })}{' '}
        {t('price.now', { price: formatMoney(after, currency, lng, 'when-any') })}
      </span>
      <s aria-hidden="true" className="text-sm text-ink-soft tabular-nums">
        {formatMoney(before, currency, lng, 'when-any')}
      </s>{' '}
      <strong aria-hidden="true" className={`text-lg font-bold text-clay-700 tabular-nums`}>
        {formatMoney(after, currency, lng, 'when-any')}
      </strong>
    </>
  )
}

/**
 * "$38.25 / night" (with the price before the promotion), "from" when no guest count was asked. The large
 * size (room page) puts "from" and the old price on a line of their own.
 */
export function NightPrice({
  price,
  from = false,
  size = 'lg',
}: {
  price: Price
  from?: boolean
  size?: 'lg' | 'xl'
}) {
  const { t } = useTranslation('rooms')
  const lng = usePageLanguage()
  const before = price.night_cents
  const after = price.night_after_promotion_cents
  if (size === 'xl') {
    return (
      <div>
        {from || after < before ? (
          <p className="text-sm text-ink-soft">
            {from ? t('price.from') : null}{' '}
            {after < before ? (
              <>
                <span className="sr-only">
                  {t('price.was', { price: formatMoney(before, price.currency, lng, 'when-any') })}
                </span>
                <s aria-hidden="true" className="tabular-nums">
                  {formatMoney(before, price.currency, lng, 'when-any')}
                </s>
              </>
            ) : null}
          </p>
        ) : null}
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          {after < before ? (
            <span className="sr-only">
              {t('price.now', { price: formatMoney(after, price.currency, lng, 'when-any') })}
            </span>
          ) : null}
          <strong
            aria-hidden={after < before || undefined}
            className={`text-xl font-bold tabular-nums ${after < before ? 'text-clay-700' : 'text-ink'}`}
          >
            {formatMoney(after, price.currency, lng, 'when-any')}
          </strong>
          <span className="text-sm text-ink-soft">{t('price.perNight')}</span>
        </p>
      </div>
    )
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      {from ? <span className="text-sm text-ink-soft">{t('price.from')}</span> : null}
      <Amount before={before} after={after} currency={price.currency} />
      <span className="text-sm text-ink-soft">{t('price.perNight')}</span>
    </p>
  )
}

/** "3 nights: $135 total" with the promotion applied; nothing without dates. */
export function StayTotal({ price }: { price: Price }) {
  const { t } = useTranslation('rooms')
  if (price.nights === null || price.total_cents === null || price.total_after_promotion_cents === null) {
    return null
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm text-ink-soft">
      <span>{t('price.stay', { count: price.nights })}</span>
      <Amount
        before={price.total_cents}
        after={price.total_after_promotion_cents}
        currency={price.currency}
      />
    </p>
  )
}

/** "−15% · VERDE15": the promotion the price includes. */
export function PromotionBadge({ price, className = '' }: { price: Price; className?: string }) {
  const { t } = useTranslation('rooms')
  if (!price.promotion) return null
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-clay-600 px-2.5 py-1 text-sm font-semibold text-white ${className}`}
    >
      <Tag className="size-3.5" aria-hidden="true" />
      {t('price.discount', { discount: price.promotion.discount })}
      <span className="font-normal opacity-90">· {price.promotion.promotional_code}</span>
    </span>
  )
}

/** "Temporada verde: 15% off until May 21, 2027 (code VERDE15)". */
export function PromotionLine({ price }: { price: Price }) {
  const { t } = useTranslation('rooms')
  const lng = usePageLanguage()
  const promotion = price.promotion
  if (!promotion) return null
  return (
    <p className="text-sm text-clay-700">
      {t('price.promotion', {
        name: promotion.name,
        discount: promotion.discount,
        date: formatDay(promotion.expired_at, lng),
        code: promotion.promotional_code,
      })}
    </p>
  )
}
