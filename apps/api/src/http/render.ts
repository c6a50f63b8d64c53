import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Locale, PageContext } from '@hotel/contract'

interface RenderedPage {
  status: number
  html: string
}

/** Renders a guest page in `language` with what the API read for it (the web app's route loaders get it). */
export type PageRenderer = (url: string, context: PageContext & { language: Locale }) => Promise<RenderedPage>

interface RequestHandlerModule {
  createRequestHandler(
    build: unknown,
    mode: string,
  ): (request: Request, context: PageContext & { language: Locale }) => Promise<Response>
}

/**
 * Runs `load` (the imports of React and the web app's server bundle) with `NODE_ENV=production`: React picks
 * its production or development build from `NODE_ENV` when it is first loaded, and the API's own default is
 * development (config.ts). Development React renders a page a third slower (/books: 20 ms against 13 ms) and
 * checks what the production build of the web app has no use for: the bundle is always a production build.
 */
async function withProductionReact<T>(load: () => Promise<T>): Promise<T> {
  const mode = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    return await load()
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = mode
  }
}

/**
 * The guest pages the build does not pre-render (a room, a reservation link, an unknown path) are rendered
 * per request by the web app's server bundle (React Router, `ssr: true`): a room page's HTML then shows the
 * room. Both languages' builds share their code (react-router.config.ts checks it), so the English build's
 * bundle renders both; the language comes in the load context. Null when the web app is not built.
 */
export async function loadPageRenderer(webBuildDir: string): Promise<PageRenderer | null> {
  const entry = path.join(webBuildDir, 'en', 'server', 'index.js')
  if (!existsSync(entry)) return null
  // The request handler from the router the bundle itself imports: one copy of React Router for both.
  const router = createRequire(entry).resolve('react-router')
  const [{ createRequestHandler }, build] = await withProductionReact(() =>
    Promise.all([
      import(pathToFileURL(router).href) as Promise<RequestHandlerModule>,
      import(pathToFileURL(entry).href),
    ]),
  )
  const handle = createRequestHandler(build, 'production')
  return async (url, context) => {
    // Only the path and query reach the app (no header a client sends); `url` is the request's path.
    const response = await handle(new Request(`http://localhost${url}`), context)
    return { status: response.status, html: await response.text() }
  }
}
