import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router'
import { I18nProvider } from './i18n/react.tsx'
import './lib/page-context.ts'
import { fallbackLanguage, isLanguage, type Language, languageCookie } from './i18n/options.ts'
import { createServerI18n } from './i18n/server.ts'

export const streamTimeout = 5_000

/**
 * The build pre-renders every static page once per language (PRERENDER_LOCALE, see react-router.config.ts);
 * the API renders the others per request in the language it picked (the load context's). In
 * `react-router dev` the `lang` cookie picks the language, like the production server does.
 */
function languageOf(request: Request, context: AppLoadContext): Language {
  if (context.language) return context.language
  const fromEnv = process.env.PRERENDER_LOCALE
  if (isLanguage(fromEnv)) return fromEnv
  const cookie = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${languageCookie}=([a-z]{2})`))
  return isLanguage(cookie?.[1]) ? cookie[1] : fallbackLanguage
}

/** Unknown paths get the not-found page with 404: only real faults are worth a log line. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status === 404)) return
  console.error(error)
}

const instances = new Map<Language, ReturnType<typeof createServerI18n>>()

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lng = languageOf(request, loadContext)
  let i18n = instances.get(lng)
  if (!i18n) {
    i18n = createServerI18n(lng)
    instances.set(lng, i18n)
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Always wait for the whole document: the page is sent complete (its inline scripts are hashed into its
    // Content-Security-Policy by the API).
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nProvider>,
      {
        // Keep every Suspense boundary inline: React would otherwise move large ones out of place and
        // reveal them with extra inline scripts (more CSP hashes, blank content without JavaScript).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
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
