import type { PageMeta } from '@hotel/contract'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatCount } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { buttonClass } from '../button-styles.ts'

interface PagerProps {
  meta: PageMeta
  /** Rows on this page (the last one may be short). */
  rows: number
  canPrevious: boolean
  canNext: boolean
  onPrevious: () => void
  onNext: () => void
}

/** "16–30 of 42", the page number and the way to the neighbours; nothing to page through shows no buttons. */
export function Pager({ meta, rows, canPrevious, canNext, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1
  const to = meta.total === 0 ? 0 : from + rows - 1
  const pages = Math.max(meta.last_page, 1)
  return (
    <nav
      aria-label={t('table.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 text-ink-soft text-sm"
    >
      <p className="tabular-nums">
        {t('table.range', {
          from: formatCount(from, locale),
          to: formatCount(to, locale),
          total: formatCount(meta.total, locale),
        })}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={onPrevious}
            disabled={!canPrevious}
            className={buttonClass('secondary', { padding: 'px-3' })}
          >
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('table.previous')}</span>
          </button>
          <p className="px-1 text-ink tabular-nums" aria-live="polite">
            {t('table.page', { page: formatCount(meta.page, locale), pages: formatCount(pages, locale) })}
          </p>
          <button
            type="button"
            onClick={onNext}
            disabled={!canNext}
            className={buttonClass('secondary', { padding: 'px-3' })}
          >
            <span className="sr-only sm:not-sr-only">{t('table.next')}</span>
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </button>
        </div>
      )}
    </nav>
  )
}
