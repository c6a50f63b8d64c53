import { useHotel } from '../lib/hotel.ts'

/**
 * Sets the document title, "<page> · <hotel>" (React hoists <title> and <meta> into <head>, also when
 * pre-rendering). `full` replaces the whole title.
 */
export function DocumentTitle({
  title,
  full,
  description,
}: {
  title?: string
  full?: string
  description?: string
}) {
  const hotel = useHotel()
  return (
    <>
      <title>{full ?? (title ? `${title} · ${hotel.name}` : hotel.name)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
