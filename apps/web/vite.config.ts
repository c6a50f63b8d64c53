import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

const root = import.meta.dirname
const localesDir = join(root, 'public', 'locales')

/** Hash of every translation file, sent as `?v=` so a deploy never serves yesterday's cached texts. */
function localesVersion(): string {
  const hash = createHash('sha256')
  for (const lng of readdirSync(localesDir).sort()) {
    for (const file of readdirSync(join(localesDir, lng)).sort()) {
      hash.update(`${lng}/${file}\n`)
      hash.update(readFileSync(join(localesDir, lng, file)))
    }
  }
  return hash.digest('hex').slice(0, 10)
}

/**
 * Two changes to sonner, both checked so a sonner update that moves them fails the build:
 * - the spec's toasts dismiss on a 20 px swipe; sonner 2 hard-codes 45 px (no prop);
 * - sonner injects its stylesheet with a runtime <style> element, which a strict Content-Security-Policy
 *   (style-src 'self') blocks: drop that call; lib/toast.ts loads sonner's stylesheet as a CSS file.
 */
function patchSonner(swipeThreshold: number): Plugin {
  return {
    name: 'web:patch-sonner',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js(\?.*)?$/.test(id)) return null
      const constant = /const SWIPE_THRESHOLD = \d+;/
      const insertCss = /^__insertCSS\(".*"\);?$/m
      if (!constant.test(code))
        this.error('sonner no longer declares SWIPE_THRESHOLD; check the swipe threshold')
      if (!insertCss.test(code))
        this.error('sonner no longer calls __insertCSS at the top level; check its styles')
      return {
        code: code.replace(constant, `const SWIPE_THRESHOLD = ${swipeThreshold};`).replace(insertCss, ''),
        map: null,
      }
    },
  }
}

export default defineConfig({
  plugins: [patchSonner(20), tailwindcss(), reactRouter()],
  define: {
    __LOCALES_VERSION__: JSON.stringify(localesVersion()),
    // Pre-rendered pages show the build year; the footer switches to the visitor's year after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // Every supported browser has <link rel=modulepreload>; skip the polyfill.
    modulePreload: {
      polyfill: false,
      // The shell's only on-demand import is the signed-in header: its chunk needs nothing the page has
      // not loaded but the toast helper, so no preload list (which every page would carry). Elsewhere, the
      // chunks every page loads first (entry.client imports them) need no preloading.
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)shell-[\w-]+\.js$/.test(hostId)
          ? []
          : deps.filter((dep) => !/(^|\/)(vendor|shell|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
    },
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every page needs: a page of many tiny chunks costs several KB
        // of extra gzip (per-file overhead, import lists). Route pages stay separate, loaded on demand.
        codeSplitting: {
          groups: [
            {
              // React, the router and the app's translation runtime (i18n/translate.ts, i18n/react.tsx, which
              // import nothing else of the app): what every page needs before it hydrates.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|src[\\/]i18n[\\/](translate|react)\.tsx?$/,
              priority: 3,
            },
            {
              // TanStack Query and the app's client, for every page but the home page's first load
              // (lib/query-client.tsx): one chunk, not in vendor.
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]query-client\.tsx$/,
              priority: 3,
            },
            {
              // The signed-in header (loaded on demand) and the auth store: one request, not five.
              // Below the shell, which keeps what it shares with these (groups take their dependencies).
              name: 'account',
              test: /src[\\/]features[\\/]account[\\/](auth-store|secure-storage|avatar|avatar-badge|account-menu)\.tsx?$/,
              priority: 1,
            },
            {
              // How days and stays are written (lib/format.ts), and a value set in a text (with-value.tsx):
              // the legal and account pages write dates too, and must not load the rooms chunk for it; the
              // value alone would be a chunk of a few bytes.
              name: 'format',
              test: /src[\\/](lib[\\/]format\.ts|components[\\/]with-value\.tsx)$/,
              priority: 1.6,
            },
            {
              // The search box (home and /books) with its icons, before the rooms group takes the icons it
              // shares: the home page must not load the rooms chunk.
              name: 'search-box',
              test: /src[\\/]components[\\/]search-box\.tsx$/,
              priority: 1.5,
            },
            {
              // The room search, room page and home sections share one chunk of room code (cards, prices,
              // queries; the córdoba hint, which the booking dialog opened there shows too): fewer requests,
              // and a shorter route manifest, which every page loads.
              name: 'rooms',
              test: /src[\\/](features[\\/]rooms[\\/](?!home-sections)[\w-]+|lib[\\/]local-price)\.tsx?$/,
              priority: 1,
            },
            {
              // A reservation's badges, and the loading and failure states of the profile's lists and payments
              // and of the /reservation page: one chunk, not two.
              name: 'reservation-states',
              test: /src[\\/](features[\\/]reservation[\\/]reservation-states|components[\\/]load-error)\.tsx$/,
              priority: 1,
            },
            {
              // Form fields (contact, review and account pages); kept out of the account pages' chunk. With
              // the lucide-style icons the review form and the profile draw, which would be a chunk of their own.
              name: 'form',
              test: /src[\\/]components[\\/](form|line-icon)\.tsx$/,
              priority: 1,
            },
            {
              // The account pages' forms: react-hook-form, zod and the contract's schemas (with lib/forms.ts,
              // which the other forms use too), in one chunk.
              name: 'account-forms',
              test: /src[\\/](features[\\/]account[\\/](next-path|schemas|image-field|reset-flow|google-button|edit-profile|change-password)|lib[\\/]forms)\.tsx?$/,
              priority: 0,
            },
            {
              // lib/hydrated.ts is a few bytes that pages of every kind use: outside the shell it lands in one
              // of their chunks (rooms), which the sign-in and account pages would then preload.
              name: 'shell',
              test: /src[\\/](layouts[\\/]site-header|components[\\/](site-footer|top-strip|language-switcher|logo|social-icons|page-loading|page-outlet|skip-link|document-title|toast-host|stay-facts|empty-state|field-error)|lib[\\/](api|hotel|hydrated|year|toast-state|validation)|i18n[\\/](options|language)|pages)\.tsx?$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  // Pre-bundled dependencies skip plugin transforms: keep sonner out so the swipe patch applies in dev too.
  optimizeDeps: { exclude: ['sonner'] },
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' },
  },
})
