import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '@react-router/dev/config'

const locale = process.env.PRERENDER_LOCALE ?? 'en'
if (locale !== 'en' && locale !== 'es') throw new Error(`PRERENDER_LOCALE must be en or es, not ${locale}`)

const root = import.meta.dirname

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, rel) : [rel]
  })
}

/**
 * The server serves static files from build/en/client for every language, so both builds must emit
 * byte-identical assets: the language may only change the pre-rendered HTML. Fail the build otherwise.
 */
function checkSameAssets() {
  const other = join(root, 'build', 'en', 'client')
  if (!existsSync(other)) throw new Error('Build English first: build/en/client is missing')
  const mine = join(root, 'build', locale, 'client')
  const digest = (dir: string) =>
    listFiles(dir)
      .filter((file) => !file.endsWith('.html'))
      .sort()
      .map(
        (file) =>
          `${file} ${createHash('sha256')
            .update(readFileSync(join(dir, file)))
            .digest('hex')}`,
      )
      .join('\n')
  if (digest(mine) !== digest(other)) {
    throw new Error(
      'build/en and build/es differ in more than their HTML; the client bundle must not depend on the language',
    )
  }
}

export default {
  appDirectory: 'src',
  // Every static route of the spec is pre-rendered (per language) but /books, whose first results depend on
  // its address. /books and the rest (a room page, a guest's reservation link, an unknown path) are rendered
  // per request by the API with this build's server bundle (apps/api/src/http/render.ts), with the data the
  // API passes in the load context.
  ssr: true,
  prerender: ({ getStaticPaths }) => getStaticPaths().filter((path) => path !== '/books'),
  // The API serves no route manifest endpoint: the whole manifest comes with each page (it is small).
  routeDiscovery: { mode: 'initial' },
  buildDirectory: `build/${locale}`,
  async buildEnd() {
    // `npm run build` builds en, then es (and checks it against en). A new en build makes the other
    // languages' builds stale: remove them so the server never mixes two builds.
    if (locale === 'en') rmSync(join(root, 'build', 'es'), { recursive: true, force: true })
    else checkSameAssets()
  },
} satisfies Config
