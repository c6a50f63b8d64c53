import {
  ApiError,
  formatMoney,
  formatPhone,
  type Room,
  type RoomPageData,
  type RoomWithStay,
  telHref,
} from '@hotel/contract'
import {
  AirVent,
  BedDouble,
  CalendarCheck,
  CalendarX,
  Check,
  ChevronRight,
  CircleCheck,
  Coffee,
  LampDesk,
  type LucideIcon,
  MessageCircle,
  Phone,
  RotateCw,
  ShowerHead,
  Tv,
  Wifi,
} from 'lucide-react'
import { lazy, type ReactNode, Suspense, useId } from 'react'
import { Link, useLocation, useParams, useSearchParams } from 'react-router'
import { DocumentTitle } from '../components/document-title.tsx'
import { IllustratedMessage, LostTrailIllustration } from '../components/illustrations.tsx'
import { useStayFacts } from '../components/stay-facts.tsx'
import type { ReservationRequest } from '../features/reservation/launcher.ts'
import ReviewsSection from '../features/reviews/reviews-section.tsx'
import { failureText } from '../features/rooms/errors.ts'
import { Gallery } from '../features/rooms/gallery.tsx'
import { NightPrice, PromotionBadge, PromotionLine, StayTotal } from '../features/rooms/price.tsx'
import { useRelatedRooms, useRoom } from '../features/rooms/queries.ts'
import { RoomCard, RoomCardSkeleton, RoomSize } from '../features/rooms/room-card.tsx'
import { parseRoomStay, type RoomStay, roomPath, serializeRoomStay } from '../features/rooms/search-state.ts'
import { ShareActions } from '../features/rooms/share-actions.tsx'
import { StayForm } from '../features/rooms/stay-form.tsx'
import { usePageLanguage, useTranslation } from '../i18n/react.tsx'
import { formatDayRange } from '../lib/format.ts'
import { useHotel } from '../lib/hotel.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { formatLocalPrice } from '../lib/local-price.ts'
import '../lib/page-context.ts'
import type { Route } from './+types/room'

const serviceIcons: Record<string, LucideIcon> = {
  air_conditioning: AirVent,
  private_bathroom: ShowerHead,
  breakfast: Coffee,
  desk: LampDesk,
  wifi: Wifi,
  tv: Tv,
}

// The booking dialog's host: small, with the page (it reopens the dialog after signing in); the dialog's
// own code loads when a guest presses Book (features/reservation/launcher.ts).
const ReservationHost = lazy(() => import('../features/reservation/host.tsx'))

function book(request: ReservationRequest) {
  void import('../features/reservation/launcher.ts').then((launcher) => launcher.openReservation(request))
}

/**
 * The room number of the address, or null when it is not a number of up to six digits (no room has such a
 * number; the page then shows its not-found view without asking). The API answers 404 for any other unknown one.
 */
function roomNumberOf(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null
}

/**
 * The API renders this page per request with the room it read for the address's stay (apps/api
 * rooms/guest-pages.ts): the HTML shows the room, and the app hydrates from the same data without asking.
 */
export function loader({ context }: Route.LoaderArgs): RoomPageData | null {
  return context.roomPage ?? null
}

/** In the browser the page asks the API itself (useRoom): moving between rooms asks no page server. */
export function clientLoader(): RoomPageData | null {
  return null
}

/**
 * A single room (/books/room/:number?check_in=…&check_out=…&adults=…), with 404 for a number that is no room's.
 * The address keeps the search's stay: the page prices it and says whether the room is free for it.
 */
export default function RoomPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rooms')
  const params = useParams()
  const [query, setQuery] = useSearchParams()
  const number = roomNumberOf(params.number)
  const stay = parseRoomStay(query)
  const room = useRoom(number, stay, loaderData)
  const changeStay = (next: RoomStay) => setQuery(serializeRoomStay(next), { preventScrollReset: true })
  if (number === null || room.data === null) return <RoomNotFound />
  if (room.data) return <RoomView key={room.data.id} room={room.data} stay={stay} onStayChange={changeStay} />
  if (room.isError) {
    // Dates the hotel cannot sell (past, too long, too far ahead): the reason, and the room without them.
    const badStay = room.error instanceof ApiError && room.error.status === 422
    return (
      <>
        <DocumentTitle title={t('room.title', { number })} />
        <RoomBand title={t('room.title', { number })} />
        <div className="page py-12">
          <div role="alert" className="card mx-auto max-w-xl p-6 text-center">
            <p className="text-ink">{failureText(t, room.error)}</p>
            {badStay ? (
              <Link to={roomPath(number)} className="btn btn-primary mt-5">
                {t('stay.withoutDates')}
              </Link>
            ) : (
              <button type="button" className="btn btn-primary mt-5" onClick={() => room.refetch()}>
                <RotateCw className="size-4" aria-hidden="true" />
                {t('common:serverError.retry')}
              </button>
            )}
          </div>
        </div>
      </>
    )
  }
  return <RoomSkeleton title={t('room.title', { number })} />
}

/** The link back to the list: the search the guest came from, if any. */
function useBackTo(): string {
  const location = useLocation()
  const backTo = (location.state as { backTo?: unknown } | null)?.backTo
  return typeof backTo === 'string' && backTo.startsWith('/books') ? backTo : '/books'
}

/** The sand band at the top: breadcrumb, type, title and a line under it. */
function RoomBand({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  const { t } = useTranslation('rooms')
  const backTo = useBackTo()
  return (
    <div className="border-b border-line bg-sand">
      <div className="page py-6 sm:py-8">
        <nav aria-label={t('room.breadcrumb')}>
          <ol className="flex items-center gap-1 text-sm text-ink-soft">
            <li>
              <Link
                to={backTo}
                className="inline-flex min-h-11 items-center hover:text-pine-800 hover:underline"
              >
                {t('books.title')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="font-medium text-ink">
              {title}
            </li>
          </ol>
        </nav>
        {eyebrow ? (
          <p className="mt-1 text-sm font-semibold tracking-wider text-clay-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-xl font-bold tracking-tight text-pine-950 sm:text-2xl">{title}</h1>
        {children}
      </div>
    </div>
  )
}

function RoomView({
  room,
  stay,
  onStayChange,
}: {
  room: RoomWithStay
  stay: RoomStay
  onStayChange: (stay: RoomStay) => void
}) {
  const { t } = useTranslation('rooms')
  const title = t('room.title', { number: room.number })
  const typeName = t(`typeRoom.${room.type}`)
  // The dialog starts from the page's stay: the same dates and guests as the price shown.
  const openBooking = () =>
    book({
      roomNumber: room.number,
      checkIn: stay.check_in,
      checkOut: stay.check_out,
      adults: room.stay && !room.stay.fits ? undefined : stay.adults,
    })
  // The price is for the asked guests when the room holds them; else it is the room's lowest ("from").
  const priceFrom = !stay.adults || room.price.guests !== stay.adults
  // The page shows before its code runs (server-rendered): Book works once the app has started.
  const hydrated = useHydrated()

  return (
    <div data-book-bar="">
      <DocumentTitle title={`${typeName} ${room.number}`} description={room.description} />
      <RoomBand title={title} eyebrow={typeName}>
        <RoomSize room={room} row />
      </RoomBand>

      <div className="page grid gap-8 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="lg:col-start-1">
          <Gallery images={room.images} title={title} />
        </div>

        <aside aria-label={t('room.priceTitle')} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="card p-5 sm:p-6 lg:sticky lg:top-6">
            <PromotionBadge price={room.price} />
            <div className="mt-3">
              <NightPrice price={room.price} from={priceFrom} size="xl" />
              <LocalPrice cents={room.price.night_after_promotion_cents} />
            </div>
            <div className="mt-2">
              <PromotionLine price={room.price} />
            </div>
            <StayStatus room={room} />
            <details className="mt-4 rounded-xl border border-line p-3" open={!room.stay}>
              <summary className="cursor-pointer text-sm font-semibold text-pine-800">
                {room.stay ? t('stay.change') : t('stay.choose')}
              </summary>
              <div className="mt-3">
                <StayForm stay={stay} onChange={onStayChange} />
              </div>
            </details>
            <button
              type="button"
              className="btn btn-primary mt-5 w-full min-h-12 text-base"
              onClick={openBooking}
              disabled={!hydrated}
            >
              <CalendarCheck className="size-5" aria-hidden="true" />
              {t('book.button')}
            </button>
            <BookOptions room={room} />
            <div className="mt-3">
              <ShareActions title={`${typeName} ${room.number}`} text={room.description} />
            </div>
            <StayFacts />
          </div>
        </aside>

        <div className="space-y-10 lg:col-start-1">
          <Section title={t('room.about')}>
            <p className="max-w-prose text-base text-ink">{room.description}</p>
          </Section>
          {room.services.length ? (
            <Section title={t('room.services')}>
              <ul className="grid gap-3 sm:grid-cols-2">
                {room.services.map((service) => {
                  const Icon = serviceIcons[service.code] ?? Check
                  return (
                    <li key={service.id} className="flex items-center gap-3">
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-pine-50 text-pine-700">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      {service.name}
                    </li>
                  )
                })}
              </ul>
            </Section>
          ) : null}
          <Section title={t('room.bedsTitle')}>
            <ul className="flex flex-wrap gap-3">
              {room.beds.map((bed) => (
                <li
                  key={bed.type}
                  className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium"
                >
                  <BedDouble className="size-4 text-pine-700" aria-hidden="true" />
                  {t(`beds.${bed.type}`, { count: bed.quantity })}
                </li>
              ))}
            </ul>
            <CapacityTable room={room} />
          </Section>
        </div>
      </div>

      <ReviewsSection room={room.number} />
      <RelatedRooms number={room.number} stay={stay} />
      <Suspense fallback={null}>
        <ReservationHost />
      </Suspense>

      {/* Phones: the price and the book button stay at hand while scrolling. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-raised backdrop-blur lg:hidden">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
          <div className="min-w-0">
            <NightPrice price={room.price} from={priceFrom} />
            {room.stay?.fits ? <StayTotal price={room.price} /> : null}
          </div>
          <button
            type="button"
            className="btn btn-primary shrink-0 px-6"
            onClick={openBooking}
            disabled={!hydrated}
            aria-label={t('book.button')}
          >
            {t('book.short')}
          </button>
        </div>
      </div>
    </div>
  )
}

/**
 * Whether the room is free for the page's stay, before the dialog: its total for the guests, or why not with
 * the way back to the search for the same stay (which offers other rooms, or rooms together for a group).
 */
function StayStatus({ room }: { room: RoomWithStay }) {
  const { t } = useTranslation('rooms')
  const lng = usePageLanguage()
  const stay = room.stay
  if (!stay) return null
  const nights = room.price.nights ?? 0
  const dates = formatDayRange(stay.check_in, stay.check_out, lng)
  const search = `/books?${serializeRoomStay({ check_in: stay.check_in, check_out: stay.check_out, adults: stay.adults })}`
  if (stay.available) {
    return (
      <div className="mt-4 rounded-xl bg-pine-50 p-3" data-testid="room-stay" data-available="true">
        <p className="flex items-start gap-2 font-semibold text-pine-800">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t('stay.available', {
            nights: t('stay.nights', { count: nights }),
            guests: t('stay.guests', { count: stay.adults }),
          })}
        </p>
        <p className="mt-1 text-sm text-ink-soft">{dates}</p>
        <div className="mt-1" data-testid="room-stay-total">
          <StayTotal price={room.price} />
        </div>
      </div>
    )
  }
  return (
    <div className="mt-4 rounded-xl bg-coffee-50 p-3" data-testid="room-stay" data-available="false">
      <p className="flex items-start gap-2 font-semibold text-coffee-700">
        <CalendarX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {stay.fits ? t('stay.taken') : t('stay.tooSmall', { count: room.max_guests })}
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {dates} · {t('stay.guests', { count: stay.adults })}
      </p>
      <Link
        to={search}
        className="mt-2 inline-flex min-h-11 items-center font-medium text-pine-700 hover:underline"
      >
        {stay.fits ? t('stay.otherRooms') : t('stay.groupRooms')}
      </Link>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-pine-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** Check-in and check-out hours and breakfast, one per line. */
function StayFacts() {
  const facts = useStayFacts()
  return (
    <ul className="mt-5 space-y-1.5 border-t border-line pt-4 text-sm text-ink-soft">
      {facts.map((fact) => (
        <li key={fact.text} className="flex items-center gap-2">
          <fact.icon className="size-4 shrink-0 text-clay-600" aria-hidden="true" />
          {fact.text}
        </li>
      ))}
    </ul>
  )
}

/** "About C$1,407.60" at the hotel's exchange rate. */
function LocalPrice({ cents }: { cents: number }) {
  const { t } = useTranslation('rooms')
  const hotel = useHotel()
  const lng = usePageLanguage()
  const local = formatLocalPrice(cents, hotel, lng)
  if (local === null) return null
  return <p className="mt-1 text-sm text-ink-soft">{t('price.local', { price: local })}</p>
}

/** Guests and the nightly tariff for that many (before any promotion). */
function CapacityTable({ room }: { room: Room }) {
  const { t } = useTranslation('rooms')
  const lng = usePageLanguage()
  const captionId = useId()
  // The caption sits outside the rounded, clipped box: inside it, the corner cut its first letter.
  return (
    <div className="mt-5 w-full max-w-md">
      <p id={captionId} className="mb-2 text-ink-soft">
        {t('capacity.caption')}
      </p>
      <div className="overflow-hidden rounded-card border border-line bg-surface">
        <table aria-labelledby={captionId} className="w-full text-left text-sm">
          <thead className="bg-sand text-ink">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('capacity.guests')}
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                {t('capacity.tariff')}
              </th>
            </tr>
          </thead>
          <tbody>
            {room.capacities.map((capacity) => (
              <tr key={capacity.capacity} className="border-t border-line">
                <th scope="row" className="px-4 py-2.5 font-normal">
                  {t('capacity.count', { count: capacity.capacity })}
                  {capacity.is_exception ? (
                    <span className="ml-2 rounded-full bg-coffee-50 px-2 py-0.5 text-xs text-coffee-700">
                      {t('capacity.exception')}
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-2.5 text-right font-semibold tabular-nums">
                  {formatMoney(capacity.tariff, room.price.currency, lng, 'when-any')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** A chat-app link with a first message, for the apps that take one (wa.me). */
function chatLinkWith(url: string, text: string): string {
  try {
    const link = new URL(url)
    if (link.hostname !== 'wa.me' && link.hostname !== 'api.whatsapp.com') return url
    link.searchParams.set('text', text)
    return link.toString()
  } catch {
    return url
  }
}

/** For guests who would rather talk: call the hotel, or open the chat app with a first message written. */
function BookOptions({ room }: { room: Room }) {
  const { t } = useTranslation('rooms')
  const hotel = useHotel()
  return (
    <div id="book-options" className="mt-3 text-center text-sm text-ink-soft">
      <p>{t('book.alternatives')}</p>
      <p className="mt-1 flex flex-wrap justify-center gap-x-4">
        <a
          href={telHref(hotel.phone)}
          className="inline-flex min-h-11 items-center gap-1.5 font-medium text-pine-700 hover:text-pine-900 hover:underline"
        >
          <Phone className="size-4" aria-hidden="true" />
          {t('book.call', { phone: formatPhone(hotel.phone) })}
        </a>
        <a
          href={chatLinkWith(hotel.chat_url, t('book.chatMessage', { number: room.number }))}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 font-medium text-pine-700 hover:text-pine-900 hover:underline"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {t('book.chat')}
        </a>
      </p>
    </div>
  )
}

function RelatedRooms({ number, stay }: { number: number; stay: RoomStay }) {
  const { t } = useTranslation('rooms')
  const related = useRelatedRooms(number)
  if (related.isError || (related.data && related.data.length === 0)) return null
  return (
    <section aria-labelledby="related-title" className="border-t border-line bg-sand/60">
      <div className="page py-10 sm:py-12">
        <h2 id="related-title" className="text-xl font-bold tracking-tight text-pine-950">
          {t('room.related')}
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {related.data
            ? related.data.map((room) => (
                <li key={room.id} className="flex [&>*]:flex-1">
                  <RoomCard room={room} columns={4} priceFrom backTo={`/books?${serializeRoomStay(stay)}`} />
                </li>
              ))
            : Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <li key={index}>
                  <RoomCardSkeleton />
                </li>
              ))}
        </ul>
      </div>
    </section>
  )
}

function RoomSkeleton({ title }: { title: string }) {
  const { t } = useTranslation('rooms')
  return (
    <>
      <DocumentTitle title={title} />
      <RoomBand title={title} />
      <div
        className="page grid gap-8 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10"
        role="status"
        aria-busy="true"
      >
        <span className="sr-only">{t('common:loading')}</span>
        <div className="aspect-[3/2] animate-pulse rounded-card bg-sand" />
        <div className="card h-72 animate-pulse bg-sand/50" />
      </div>
    </>
  )
}

/** The spec's room-not-found view: an unknown number, with the way back to every room. */
function RoomNotFound() {
  const { t } = useTranslation('rooms')
  return (
    <div className="page flex flex-col items-center py-12 text-center sm:py-16">
      <DocumentTitle title={t('notFound.title')} />
      <IllustratedMessage
        picture={<LostTrailIllustration className="w-full max-w-sm" code={null} />}
        heading={t('notFound.heading')}
        message={t('notFound.message')}
      />
      <Link to="/books" className="btn btn-primary mt-8">
        <BedDouble className="size-5" aria-hidden="true" />
        {t('room.all')}
      </Link>
    </div>
  )
}
