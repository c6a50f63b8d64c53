import { type PageMeta, type Room, telHref } from '@hotel/contract'
import {
  AlertCircle,
  BedDouble,
  ChevronLeft,
  ChevronRight,
  MessageCircle,
  Phone,
  RotateCw,
  Tag,
  X,
} from 'lucide-react'
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { DocumentTitle } from '../components/document-title.tsx'
import { EmptyState } from '../components/empty-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { SearchBox } from '../components/search-box.tsx'
import { StayFactsLine } from '../components/stay-facts.tsx'
import type { ReservationRequest } from '../features/reservation/launcher.ts'
import { GroupSuggestions } from '../features/rooms/combinations.tsx'
import { failureText, fieldErrors } from '../features/rooms/errors.ts'
import { type ServedSearch, useRoomSearch } from '../features/rooms/queries.ts'
import { RoomCard, RoomCardSkeleton } from '../features/rooms/room-card.tsx'
import {
  hasFilters,
  parseRoomSearch,
  type RoomSearch,
  roomListQueryOf,
  roomSorts,
  roomTypeFilters,
  serializeRoomSearch,
  updateSearch,
} from '../features/rooms/search-state.ts'
import { usePageLanguage, useTranslation } from '../i18n/react.tsx'
import { formatDayRange } from '../lib/format.ts'
import { useHotel } from '../lib/hotel.ts'
import '../lib/page-context.ts'
import type { Route } from './+types/books'

// The booking dialog's host (it reopens the dialog after signing in) and launcher load on demand.
const ReservationHost = lazy(() => import('../features/reservation/host.tsx'))

function book(request: ReservationRequest) {
  void import('../features/reservation/launcher.ts').then((launcher) => launcher.openReservation(request))
}

/**
 * The API renders this page per request: its first results are in the HTML, and the app hydrates from the
 * same answer. The query is the one the page itself would send for the address.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ServedSearch | null> {
  const query = roomListQueryOf(parseRoomSearch(new URL(request.url).searchParams))
  const answer = await context.searchRooms?.(query)
  return answer ? { query, answer } : null
}

/** In the browser the page asks the API itself (useRoomSearch): a new search asks no page server. */
export function clientLoader(): ServedSearch | null {
  return null
}

/** Room search: the stay, filters by room type and promotions, sort, and the rooms that match, by pages. */
export default function BooksPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rooms')
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const search = parseRoomSearch(params)
  const results = useRoomSearch(search, loaderData)
  const resultsHeading = useRef<HTMLHeadingElement>(null)

  // The filters show a click at once; the address (and so `search`) follows a moment later. A click
  // counts until the address changes.
  const query = params.toString()
  const [clicked, setClicked] = useState<{ at: string; search: RoomSearch } | null>(null)
  const shown = clicked?.at === query ? clicked.search : search

  /** Filters and sort replace the entry (no history step per click); a new stay or page adds one. */
  const go = (next: RoomSearch, push = false) => {
    const nextQuery = serializeRoomSearch(next)
    if (push) navigate(`/books${nextQuery ? `?${nextQuery}` : ''}`, { preventScrollReset: true })
    else {
      setClicked({ at: query, search: next })
      setParams(nextQuery, { replace: true, preventScrollReset: true })
    }
  }
  const change = (changes: Partial<RoomSearch>) => go(updateSearch(shown, changes))

  // A page past the last one (an old link): show the last page.
  const meta = results.data?.meta
  useEffect(() => {
    if (meta && meta.total > 0 && search.page > meta.last_page && !results.isPlaceholderData) {
      setParams(serializeRoomSearch({ ...search, page: meta.last_page }), { replace: true })
    }
  }, [meta, search, results.isPlaceholderData, setParams])

  return (
    <>
      <DocumentTitle title={t('books.title')} description={t('books.intro')} />
      <PageHeader title={t('books.title')} intro={t('books.intro')} />
      <div className="page -mt-6 sm:-mt-8">
        <div className="card p-4 sm:p-6">
          <SearchBox
            key={`${search.check_in}|${search.check_out}|${search.adults}|${search.beds}`}
            layout="inline"
            initial={{
              check_in: search.check_in ?? '',
              check_out: search.check_out ?? '',
              adults: search.adults ?? 2,
              beds: search.beds ?? 1,
            }}
            onSearch={(stay) => go(updateSearch(search, stay), true)}
          />
        </div>
      </div>
      <div className="page py-8 sm:py-10">
        <Filters search={shown} onChange={change} />
        <section aria-labelledby="results-title" className="mt-8">
          <ResultsHeader
            search={search}
            meta={results.data?.meta}
            headingRef={resultsHeading}
            sort={shown.sort}
            onSort={(sort) => change({ sort })}
          />
          <div className="mt-5">
            {results.isError && !results.data ? (
              <SearchError
                error={results.error}
                onRetry={() => results.refetch()}
                onClearDates={() => change({ check_in: undefined, check_out: undefined })}
                onClearCode={() => change({ code: undefined })}
              />
            ) : !results.data ? (
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true">
                <span className="sr-only">{t('common:loading')}</span>
                {Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                  <RoomCardSkeleton key={index} />
                ))}
              </div>
            ) : results.data.data.length === 0 ? (
              // No single room holds the party: rooms that hold it together, booked at once.
              <GroupSuggestions
                stay={{ check_in: search.check_in, check_out: search.check_out, adults: search.adults }}
                enabled={!results.isPlaceholderData}
                onBook={book}
                otherwise={<NoRooms filtered={hasFilters(search)} onClear={() => go(clearFilters(search))} />}
              />
            ) : (
              <RoomGrid
                rooms={results.data.data}
                search={search}
                busy={results.isPlaceholderData}
                backTo={`/books${params.size ? `?${params}` : ''}`}
              />
            )}
          </div>
          {meta && meta.last_page > 1 && results.data?.data.length ? (
            <Pagination
              search={search}
              meta={meta}
              onPage={() => {
                resultsHeading.current?.scrollIntoView({ block: 'start' })
                resultsHeading.current?.focus({ preventScroll: true })
              }}
            />
          ) : null}
        </section>
        <div className="mt-10 flex flex-col items-center gap-2 border-t border-line pt-6 text-center">
          <p className="text-sm text-ink-soft">
            {t('price.currencyNote', { currency: results.data?.data[0]?.price.currency ?? 'USD' })}
          </p>
          <StayFactsLine className="justify-center text-sm text-ink-soft" />
        </div>
      </div>
      <Suspense fallback={null}>
        <ReservationHost />
      </Suspense>
    </>
  )
}

function clearFilters(search: RoomSearch): RoomSearch {
  return updateSearch(search, { type: 'all', promotions: false, code: undefined, beds: undefined })
}

function Filters({
  search,
  onChange,
}: {
  search: RoomSearch
  onChange: (changes: Partial<RoomSearch>) => void
}) {
  const { t } = useTranslation('rooms')
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <fieldset>
        <legend className="sr-only">{t('filters.type')}</legend>
        <div className="flex flex-wrap gap-2">
          {roomTypeFilters.map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink hover:border-pine-300 has-checked:border-pine-700 has-checked:bg-pine-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600"
            >
              <input
                type="radio"
                name="type"
                value={value}
                checked={search.type === value}
                onChange={() => onChange({ type: value })}
                className="sr-only"
              />
              {t(`types.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {search.code ? (
          <span className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-clay-50 py-1 pr-1 pl-3 text-sm font-medium text-clay-700 ring-1 ring-clay-100">
            <Tag className="size-3.5" aria-hidden="true" />
            {t('filters.code', { code: search.code })}
            <button
              type="button"
              onClick={() => onChange({ code: undefined })}
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-clay-100"
              aria-label={t('filters.removeCode', { code: search.code })}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </span>
        ) : null}
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={search.promotions}
            onChange={(event) => onChange({ promotions: event.target.checked })}
            className="size-5 accent-pine-700"
          />
          {t('filters.promotions')}
        </label>
      </div>
    </div>
  )
}

function ResultsHeader({
  search,
  meta,
  headingRef,
  sort,
  onSort,
}: {
  search: RoomSearch
  meta: PageMeta | undefined
  headingRef: RefObject<HTMLHeadingElement | null>
  sort: RoomSearch['sort']
  onSort: (sort: RoomSearch['sort']) => void
}) {
  const { t } = useTranslation('rooms')
  const lng = usePageLanguage()
  const sortId = useId()
  const stay =
    search.check_in && search.check_out ? formatDayRange(search.check_in, search.check_out, lng) : null
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2
          id="results-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-lg font-bold text-pine-950 focus:outline-none"
        >
          {meta
            ? stay
              ? t('books.available', { count: meta.total })
              : t('books.count', { count: meta.total })
            : t('books.results')}
        </h2>
        <p className="mt-0.5 text-sm text-ink-soft">
          {stay
            ? [stay, search.adults ? t('common:search.adultCount', { count: search.adults }) : null]
                .filter(Boolean)
                .join(' · ')
            : t('books.addDates')}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-ink">
          {t('sort.label')}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value as RoomSearch['sort'])}
          className="field-input w-auto min-w-44 py-2 text-sm"
        >
          {roomSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

function RoomGrid({
  rooms,
  search,
  busy,
  backTo,
}: {
  rooms: Room[]
  search: RoomSearch
  busy: boolean
  backTo: string
}) {
  return (
    <ul
      className={`grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy || undefined}
    >
      {rooms.map((room) => (
        <li key={room.id} className="flex [&>*]:flex-1">
          <RoomCard
            room={room}
            priceFrom={!search.adults}
            backTo={backTo}
            onBook={() =>
              book({
                roomNumber: room.number,
                checkIn: search.check_in,
                checkOut: search.check_out,
                adults: search.adults,
              })
            }
          />
        </li>
      ))}
    </ul>
  )
}

function NoRooms({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('rooms')
  const hotel = useHotel()
  return (
    <EmptyState icon={BedDouble} text={t('books.empty')}>
      {filtered ? (
        <button type="button" onClick={onClear} className="btn btn-primary">
          <X className="size-4" aria-hidden="true" />
          {t('filters.clear')}
        </button>
      ) : null}
      <a href={telHref(hotel.phone)} className="btn btn-secondary">
        <Phone className="size-4" aria-hidden="true" />
        {t('books.call')}
      </a>
      <a href={hotel.chat_url} target="_blank" rel="noopener noreferrer" className="btn btn-secondary">
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('books.chat')}
      </a>
    </EmptyState>
  )
}

const fieldLabels: Record<string, string> = {
  check_in: 'common:search.checkIn',
  check_out: 'common:search.checkOut',
  adults: 'common:search.adults',
  beds: 'common:search.beds',
}

function SearchError({
  error,
  onRetry,
  onClearDates,
  onClearCode,
}: {
  error: unknown
  onRetry: () => void
  onClearDates: () => void
  onClearCode: () => void
}) {
  const { t } = useTranslation('rooms')
  const fields = fieldErrors(error)
  const dates = fields.some((entry) => entry.field === 'check_in' || entry.field === 'check_out')
  const code = (error as { code?: string } | null)?.code
  return (
    <div role="alert" className="rounded-card border border-error-200 bg-error-50 p-5 sm:p-6">
      <div className="flex gap-3">
        <AlertCircle className="mt-0.5 size-5 shrink-0 text-error-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-error-700">{t('books.error')}</p>
          {fields.length ? (
            <ul className="mt-1 space-y-0.5 text-ink">
              {fields.map((entry) => (
                <li key={entry.field}>
                  {fieldLabels[entry.field] ? (
                    <span className="font-medium">{t(fieldLabels[entry.field] as string)}: </span>
                  ) : null}
                  {entry.message}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-ink">{failureText(t, error)}</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {dates ? (
              <button type="button" className="btn btn-secondary" onClick={onClearDates}>
                {t('books.clearDates')}
              </button>
            ) : code === 'promotion_not_found' ? (
              <button type="button" className="btn btn-secondary" onClick={onClearCode}>
                {t('books.clearCode')}
              </button>
            ) : fields.length === 0 ? (
              <button type="button" className="btn btn-secondary" onClick={onRetry}>
                <RotateCw className="size-4" aria-hidden="true" />
                {t('common:serverError.retry')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  )
}

function Pagination({ search, meta, onPage }: { search: RoomSearch; meta: PageMeta; onPage: () => void }) {
  const { t } = useTranslation('rooms')
  const href = (page: number) => {
    const query = serializeRoomSearch({ ...search, page })
    return `/books${query ? `?${query}` : ''}`
  }
  const pages = Array.from({ length: meta.last_page }, (_, index) => index + 1)
  const linkClass =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink hover:border-pine-300 hover:bg-pine-50'
  return (
    <nav aria-label={t('pages.label')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {search.page > 1 ? (
        <Link to={href(search.page - 1)} preventScrollReset onClick={onPage} className={linkClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('pages.previous')}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pages.map((page) => (
          <li key={page}>
            {page === search.page ? (
              <span
                aria-current="page"
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-pine-700 px-3 text-sm font-semibold text-white"
              >
                <span className="sr-only">{t('pages.page')} </span>
                {page}
              </span>
            ) : (
              <Link to={href(page)} preventScrollReset onClick={onPage} className={linkClass}>
                <span className="sr-only">{t('pages.page')} </span>
                {page}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {search.page < meta.last_page ? (
        <Link to={href(search.page + 1)} preventScrollReset onClick={onPage} className={linkClass} rel="next">
          {t('pages.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  )
}
