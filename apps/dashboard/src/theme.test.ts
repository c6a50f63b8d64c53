import { describe, expect, it } from 'vitest'
import css from './styles.css?raw'

/** The @theme colour tokens of styles.css, by name ("pine-700" -> "#1d4d38"). */
const colours = new Map(
  [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [
    m[1] ?? '',
    (m[2] ?? '').toLowerCase(),
  ]),
)

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(foreground: string, background: string): number {
  const a = colours.get(foreground)
  const b = colours.get(background)
  if (!a || !b) throw new Error(`unknown colour token: ${a ? background : foreground}`)
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** Every text colour on every background it is used on (WCAG AA, normal text: 4.5:1). */
const textPairs: [string, string][] = [
  ['ink', 'paper'],
  ['ink', 'surface'],
  ['ink', 'pine-50'],
  ['ink-muted', 'paper'],
  ['ink-muted', 'surface'],
  ['ink-muted', 'pine-50'],
  ['white', 'pine-700'],
  ['white', 'pine-800'],
  ['white', 'pine-600'],
  ['paper', 'pine-800'],
  ['pine-100', 'pine-800'],
  ['pine-700', 'surface'],
  ['pine-700', 'paper'],
  ['pine-800', 'pine-50'],
  ['clay-700', 'paper'],
  ['coffee-700', 'coffee-100'],
  ['danger-700', 'danger-50'],
  ['danger-700', 'surface'],
  ['danger-700', 'paper'],
  ['success-700', 'success-50'],
  ['warning-700', 'warning-50'],
  ['info-700', 'info-50'],
]

/** Borders and focus rings that identify controls (WCAG 1.4.11: 3:1). */
const uiPairs: [string, string][] = [
  ['line-strong', 'surface'],
  ['line-strong', 'paper'],
  ['pine-500', 'surface'],
  ['pine-500', 'paper'],
  ['danger-700', 'surface'],
  ['pine-700', 'pine-50'],
]

describe('brand colours', () => {
  it('are defined as #rrggbb tokens', () => {
    expect(colours.get('pine-700')).toMatch(/^#[0-9a-f]{6}$/)
    expect(colours.size).toBeGreaterThan(20)
  })

  it.each(textPairs)('%s text on %s meets AA (4.5:1)', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5)
  })

  it.each(uiPairs)('%s on %s is visible as a control edge (3:1)', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3)
  })
})
