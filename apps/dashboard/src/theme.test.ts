import css from '@hotel/brand/theme.css?raw'
import { describe, expect, it } from 'vitest'
import dashboardCss from './styles.css?raw'

/** The brand's @theme colour tokens (packages/brand/theme.css), by name ("pine-700" -> "#1f4f36"). */
const colours = new Map(
  [...`${dashboardCss}\n${css}`.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [
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

/** Every text colour on every background either app puts it on (WCAG AA, normal text: 4.5:1). */
const textPairs: [string, string][] = [
  ['ink', 'paper'],
  ['ink', 'surface'],
  ['ink', 'sand'],
  ['ink', 'pine-50'],
  ['ink', 'warning-50'],
  ['ink-soft', 'paper'],
  ['ink-soft', 'surface'],
  ['ink-soft', 'sand'],
  ['ink-soft', 'pine-50'],
  ['white', 'pine-600'],
  ['white', 'pine-700'],
  ['white', 'pine-800'],
  ['white', 'clay-600'],
  ['white', 'error-700'],
  ['white', 'ink'],
  ['paper', 'pine-800'],
  ['pine-50', 'pine-900'],
  ['pine-100', 'pine-800'],
  ['pine-100', 'pine-950'],
  ['pine-200', 'pine-950'],
  ['pine-300', 'pine-950'],
  ['clay-300', 'pine-950'],
  ['coffee-300', 'pine-950'],
  ['pine-700', 'surface'],
  ['pine-700', 'paper'],
  ['pine-700', 'sand'],
  ['pine-700', 'pine-50'],
  ['pine-800', 'pine-50'],
  ['pine-800', 'surface'],
  ['pine-800', 'sand'],
  ['clay-700', 'paper'],
  ['clay-700', 'sand'],
  ['clay-700', 'clay-50'],
  ['coffee-700', 'coffee-50'],
  ['coffee-700', 'coffee-100'],
  ['error-700', 'error-50'],
  ['error-700', 'surface'],
  ['error-700', 'paper'],
  ['success-700', 'success-50'],
  ['warning-700', 'warning-50'],
  ['info-700', 'info-50'],
]

/** Borders and focus rings that identify controls (WCAG 1.4.11: 3:1). */
const uiPairs: [string, string][] = [
  ['line-strong', 'surface'],
  ['line-strong', 'paper'],
  ['pine-600', 'surface'],
  ['pine-600', 'paper'],
  ['error-700', 'surface'],
  ['pine-700', 'pine-50'],
]

describe('brand colours (packages/brand/theme.css)', () => {
  it('are defined as #rrggbb tokens', () => {
    expect(colours.get('pine-700')).toMatch(/^#[0-9a-f]{6}$/)
    expect(colours.size).toBeGreaterThan(40)
  })

  it('are the only colours in the dashboard: Tailwind palette dropped, the brand added after', () => {
    const reset = dashboardCss.indexOf('--color-*: initial')
    expect(reset).toBeGreaterThan(dashboardCss.indexOf("@import 'tailwindcss'"))
    expect(dashboardCss.indexOf("@import '@hotel/brand/theme.css'")).toBeGreaterThan(reset)
  })

  it.each(textPairs)('%s text on %s meets AA (4.5:1)', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5)
  })

  it.each(uiPairs)('%s on %s is visible as a control edge (3:1)', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3)
  })
})
