import type { Room } from '@hotel/contract'
import { BedDouble } from 'lucide-react'

type RoomImageData = Room['images'][number]

/**
 * A room picture: the API's WebP variants in `srcset`, the layout's `sizes`, explicit dimensions (the box
 * is reserved before the file arrives), lazy unless it is the page's main picture.
 */
export function RoomImage({
  image,
  sizes,
  priority = false,
  className = '',
}: {
  image: RoomImageData | undefined
  sizes: string
  priority?: boolean
  className?: string
}) {
  if (!image) {
    // A room without pictures yet: a calm drawing-like tile, never a broken image.
    return (
      <div
        className={`flex aspect-[3/2] items-center justify-center bg-gradient-to-br from-pine-50 to-sand text-pine-300 ${className}`}
      >
        <BedDouble className="size-12" aria-hidden="true" />
      </div>
    )
  }
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={`aspect-[3/2] h-auto w-full bg-sand object-cover ${className}`}
    />
  )
}
