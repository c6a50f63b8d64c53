import { BedDouble, MessageCircle, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { DocumentTitle } from '../components/document-title.tsx'
import { EmptyState } from '../components/empty-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { SearchBox } from '../components/search-box.tsx'
import { StayFactsLine } from '../components/stay-facts.tsx'
import { telHref, useHotel } from '../lib/hotel.ts'
import { isValidDate } from '../lib/validation.ts'

const roomTypes = ['all', 'single', 'double', 'triple', 'multiple'] as const
type RoomType = (typeof roomTypes)[number]

function count(value: string | null, fallback: number, max: number) {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback
}

/** Room search: the stay, filters by room type and promotions, and the rooms that match. */
export default function BooksPage() {
  const { t } = useTranslation('rooms')
  const hotel = useHotel()
  const [params, setParams] = useSearchParams()
  const type: RoomType = roomTypes.find((value) => value === params.get('type')) ?? 'all'
  const promotionsOnly = params.get('promotions') === '1'
  const checkIn = params.get('check_in') ?? ''
  const checkOut = params.get('check_out') ?? ''

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    setParams(next, { preventScrollReset: true, replace: true })
  }

  return (
    <>
      <DocumentTitle title={t('books.title')} description={t('books.intro')} />
      <PageHeader title={t('books.title')} intro={t('books.intro')} />
      <div className="page -mt-6 sm:-mt-8">
        <div className="card p-4 sm:p-6">
          <SearchBox
            key={params.toString()}
            layout="inline"
            initial={{
              check_in: isValidDate(checkIn) ? checkIn : '',
              check_out: isValidDate(checkOut) ? checkOut : '',
              adults: count(params.get('adults'), 2, 8),
              beds: count(params.get('beds'), 1, 4),
            }}
          />
        </div>
      </div>
      <div className="page py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <fieldset>
            <legend className="sr-only">{t('filters.type')}</legend>
            <div className="flex flex-wrap gap-2">
              {roomTypes.map((value) => (
                <label
                  key={value}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink has-checked:border-pine-700 has-checked:bg-pine-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-pine-600"
                >
                  <input
                    type="radio"
                    name="type"
                    value={value}
                    checked={type === value}
                    onChange={() => update({ type: value === 'all' ? null : value })}
                    className="sr-only"
                  />
                  {t(`types.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              checked={promotionsOnly}
              onChange={(event) => update({ promotions: event.target.checked ? '1' : null })}
              className="size-5 accent-pine-700"
            />
            {t('filters.promotions')}
          </label>
        </div>
        <h2 className="sr-only">{t('books.results')}</h2>
        <div className="mt-6">
          <EmptyState icon={BedDouble} text={t('books.empty')}>
            <a href={telHref(hotel.phone)} className="btn btn-secondary">
              <Phone className="size-4" aria-hidden="true" />
              {t('books.call')}
            </a>
            <a href={hotel.chat_url} target="_blank" rel="noopener noreferrer" className="btn btn-secondary">
              <MessageCircle className="size-4" aria-hidden="true" />
              {t('books.chat')}
            </a>
          </EmptyState>
        </div>
        <StayFactsLine className="mt-8 justify-center text-sm text-ink-soft" />
      </div>
    </>
  )
}
