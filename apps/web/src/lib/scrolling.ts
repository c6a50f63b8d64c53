/** How far (px) the page must move before the chat link hides or comes back: small jitters change nothing. */
const scrollStep = 12
/** Near the top of the page the chat link always shows. */
export const topZone = 160

/**
 * Whether the floating chat link steps aside after the page moved from `last` to `y`: yes while scrolling
 * down past the top zone, no when scrolling up; null when the move is too small to count (keep `last`).
 */
export function stepAside(last: number, y: number): boolean | null {
  if (Math.abs(y - last) < scrollStep) return null
  return y > last && y > topZone
}

/** Whether a sideways scroller has more to show before and after what is in view (a few px of slack). */
export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  return { before: scrollLeft > 4, after: scrollLeft + clientWidth < scrollWidth - 4 }
}
