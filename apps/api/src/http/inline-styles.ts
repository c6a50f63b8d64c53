import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

// React Router writes each route's stylesheet link so; the name is a hashed asset's, never a path upward.
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[\w-]+\.css)"\/>/g

/**
 * Writes the stylesheets a guest page links to into the page itself (issue #18): a linked stylesheet blocks
 * the first paint until it arrives, one more round trip (150 ms and 11 KB on a phone's network) that
 * competes with the page's scripts for the bandwidth. The link stays in the page, `disabled` so the browser
 * never fetches it, because React hydrates `<head>` against the links React Router renders; a `<style>`
 * it does not render is left alone there. The page's policy allows the style by its hash (site.ts).
 *
 * `clientRoot` is a web build's client directory; a stylesheet it does not hold stays linked.
 */
export function createStylesheetInliner(clientRoot: string): (html: string) => string {
  const sheets = new Map<string, string | null>()
  const sheet = (href: string) => {
    if (!sheets.has(href)) {
      const file = path.join(clientRoot, href)
      const css = existsSync(file) ? readFileSync(file, 'utf8') : null
      // A stylesheet that could end the element is left linked (a build never writes one).
      sheets.set(href, css !== null && !/<\/style/i.test(css) ? css : null)
    }
    return sheets.get(href) ?? null
  }
  return (html) =>
    html.replace(stylesheetLink, (link, href: string) => {
      const css = sheet(href)
      return css === null ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`
    })
}
