import type { Room } from '@hotel/contract'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react.tsx'
import { RoomImage } from './room-image.tsx'

/** The layout width of the main picture (the `sizes` of its candidates). */
const mainImageSizes = '(min-width: 1200px) 740px, (min-width: 1024px) 62vw, 100vw'

/**
 * The room's pictures: a main picture and a row of thumbnails. Thumbnails are buttons (Tab to reach,
 * Enter or Space to show, arrow keys, Home and End to move); the main picture has previous and next buttons.
 */
export function Gallery({ images, title }: { images: Room['images']; title: string }) {
  const { t } = useTranslation('rooms')
  const [index, setIndex] = useState(0)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  const current = images[index] ?? images[0]

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count
    setIndex(wrapped)
    if (focus) thumbs.current[wrapped]?.focus()
  }

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    show(next, true)
  }

  return (
    <section aria-label={t('gallery.label', { title })}>
      <div className="relative overflow-hidden rounded-card bg-sand shadow-card">
        {/* Each picture keeps its own element, so the browser never shows the old file at the new size. */}
        <RoomImage key={current?.src} image={current} sizes={mainImageSizes} priority={index === 0} />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t('gallery.previous')}
              className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card hover:bg-surface"
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t('gallery.next')}
              className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card hover:bg-surface"
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-ink/75 px-2.5 py-0.5 text-sm text-white tabular-nums"
              aria-live="polite"
            >
              <span className="sr-only">{current?.alt} · </span>
              {t('gallery.position', { position: index + 1, count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={t('gallery.thumbnails')}>
          {images.map((image, position) => (
            <li key={image.src}>
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[position] = element
                }}
                onClick={() => show(position)}
                onKeyDown={onThumbKey}
                aria-current={position === index ? 'true' : undefined}
                aria-label={t('gallery.show', { position: position + 1, alt: image.alt })}
                className={`block w-24 overflow-hidden rounded-lg ring-offset-2 ring-offset-paper transition sm:w-28 ${
                  position === index ? 'ring-2 ring-pine-700' : 'opacity-80 hover:opacity-100'
                }`}
              >
                <RoomImage image={image} sizes="112px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
