// Sums the gzip size of the JavaScript the home page of the built web app loads (its module preloads, the
// scripts it imports, and their static imports), reports the margin left, and fails above the budget: 125 KB,
// issue #18's target (the design said 150 KB while the site shipped i18next). CI runs it after the end-to-end
// suite has built the app; starting the system never does.
// Usage: npm run bench:home-budget [-- apps/web/build/en/client [page.html]]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = process.argv[2] ?? join(import.meta.dirname, '..', 'apps', 'web', 'build', 'en', 'client')
const page = process.argv[3] ?? 'index.html'
const budget = 125 * 1024

const html = readFileSync(join(root, page), 'utf8')
const queue = [
  ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ...html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*\(?"([^"]+\.js)"/g),
].map((match) => match[1])
const seen = new Map()
while (queue.length) {
  const url = queue.shift()
  if (!url || seen.has(url) || !url.startsWith('/assets/')) continue
  const code = readFileSync(join(root, url))
  seen.set(url, gzipSync(code, { level: 9 }).length)
  // Static imports inside the chunk (`from "./x.js"` / `import "./x.js"`), not dynamic import().
  for (const match of code.toString().matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    queue.push(`/assets/${match[1]}`)
}
const total = [...seen.values()].reduce((sum, size) => sum + size, 0)
for (const [url, size] of [...seen].sort((a, b) => b[1] - a[1])) {
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${url}`)
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JS for ${page} (budget ${budget / 1024} KB, ${budget - total} bytes left)`,
)
if (total > budget) {
  console.error('Over the JavaScript budget of the home page')
  process.exit(1)
}
