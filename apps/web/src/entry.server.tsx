import { PassThrough, Transform } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { type EntryContext, ServerRouter } from 'react-router'
import { fallbackLanguage, isLanguage, type Language, languageCookie } from './i18n/options.ts'
import { createServerI18n } from './i18n/server.ts'

export const streamTimeout = 5_000

/**
 * The build pre-renders every page once per language (PRERENDER_LOCALE, see react-router.config.ts).
 * In `react-router dev` the `lang` cookie picks the language, like the production server does.
 */
function languageOf(request: Request): Language {
  const fromEnv = process.env.PRERENDER_LOCALE
  if (isLanguage(fromEnv)) return fromEnv
  const cookie = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${languageCookie}=([a-z]{2})`))
  return isLanguage(cookie?.[1]) ? cookie[1] : fallbackLanguage
}

/**
 * The SPA fallback page serves the room pages (/books/room/:number; unknown paths too). It is rendered
 * at "/", so it would preload the home page's texts: preload the rooms texts instead, so a room page's
 * translations come with its HTML rather than after its code has run.
 */
function fallbackPreloads(lng: Language): Transform {
  const chunks: Buffer[] = []
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
    flush(done) {
      const html = Buffer.concat(chunks).toString('utf8')
      done(null, html.replace(`/locales/${lng}/home.json?`, `/locales/${lng}/rooms.json?`))
    },
  })
}

const instances = new Map<Language, ReturnType<typeof createServerI18n>>()

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const lng = languageOf(request)
  let i18n = instances.get(lng)
  if (!i18n) {
    i18n = createServerI18n(lng)
    instances.set(lng, i18n)
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Pages are rendered at build time only: always wait for the whole document.
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nextProvider>,
      {
        // Keep every Suspense boundary inline: React would otherwise move large ones out of place and
        // reveal them with extra inline scripts (more CSP hashes, blank content without JavaScript).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true
          const body = new PassThrough()
          const html = routerContext.isSpaMode ? body.pipe(fallbackPreloads(lng)) : body
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000).unref()
  })
}
