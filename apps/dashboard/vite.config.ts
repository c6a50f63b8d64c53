import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
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
 * sonner injects its stylesheet with a runtime <style> element, which a strict Content-Security-Policy
 * (style-src 'self') blocks. Drop that call; src/styles.css imports sonner's stylesheet as a normal CSS file.
 */
function sonnerStylesAsFile(): Plugin {
  return {
    name: 'dashboard:sonner-styles-as-file',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null
      const call = /^__insertCSS\(".*"\);?$/m
      if (!call.test(code)) {
        this.error('sonner no longer calls __insertCSS at the top level; check how it loads its styles')
      }
      return { code: code.replace(call, ''), map: null }
    },
  }
}

export default defineConfig({
  base: '/dashboard/',
  plugins: [sonnerStylesAsFile(), react(), tailwindcss()],
  define: {
    __LOCALES_VERSION__: JSON.stringify(localesVersion()),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No data: URIs, so a CSP without `data:` works; fonts and icons stay cacheable files.
    assetsInlineLimit: 0,
    // Every browser the dashboard supports has <link rel=modulepreload>; skip the polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The contract's schemas (sign-in validation); a chunk of its own so app releases keep it cached.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // Libraries every screen needs change only on upgrades: one long-cached chunk. TanStack Table and
            // react-hook-form stay out: only list and form screens load them.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|i18next|i18next-http-backend|react-i18next|sonner|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' },
  },
})
