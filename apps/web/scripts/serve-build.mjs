// Serves the built site the way the API server does, for checking a build without the API:
// static files from build/en/client; for a page, the `lang` cookie, else Accept-Language, else en picks
// build/<lang>/client/<path>/index.html, else that language's __spa-fallback.html (404 for unknown paths).
// /api/* answers 404 (JSON). Usage: node scripts/serve-build.mjs [port]
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const build = join(import.meta.dirname, '..', 'build')
const port = Number(process.argv[2] ?? 4173)
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.png': 'image/png',
}

const isFile = (file) => existsSync(file) && statSync(file).isFile()

// Plain-JS stand-ins for @hotel/contract's localeFromAcceptLanguage and isWebRoute (Node 20 cannot
// import the contract's TypeScript): every pre-rendered page, plus the one dynamic route.
const languageOf = (header = '') =>
  header
    .split(',')
    .map((part) => part.trim().split(';')[0]?.split('-')[0]?.toLowerCase())
    .find((lang) => lang === 'en' || lang === 'es') ?? 'en'
const isWebRoute = (route) =>
  /^\/books\/room\/[^/]+$/.test(route) || isFile(join(build, 'en', 'client', route, 'index.html'))

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const path = normalize(decodeURIComponent(url.pathname))
  const send = (status, file) => {
    response.writeHead(status, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  }
  if (path.startsWith('/api/')) {
    response.writeHead(404, { 'content-type': 'application/json' })
    return response.end(JSON.stringify({ message: 'Not found', code: 'not_found' }))
  }
  const asset = join(build, 'en', 'client', path)
  if (!path.endsWith('/') && extname(path) && !path.endsWith('.html')) {
    if (isFile(asset)) return send(200, asset)
    response.writeHead(404)
    return response.end()
  }
  const cookie = request.headers.cookie?.match(/(?:^|;\s*)lang=(en|es)/)?.[1]
  const lang = cookie ?? languageOf(request.headers['accept-language'])
  const page = join(build, lang, 'client', path, 'index.html')
  if (isFile(page)) return send(200, page)
  const route = path.length > 1 ? path.replace(/\/+$/, '') : '/'
  send(isWebRoute(route) ? 200 : 404, join(build, lang, 'client', '__spa-fallback.html'))
}).listen(port, () => console.log(`Serving ${build} on http://localhost:${port}`))
