import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadPageRenderer } from './render.ts'

let dir: string

async function put(file: string, content: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
  await writeFile(path.join(dir, file), content)
}

// A stand-in for a web build: its server bundle notes the NODE_ENV it was loaded under (as React's entry
// module does to pick its build), and a React Router whose request handler echoes what it was given.
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hotel-render-'))
  await put('web/en/server/package.json', '{"type":"module"}')
  await put('web/en/server/index.js', 'export const modeAtLoad = process.env.NODE_ENV\n')
  await put('web/node_modules/react-router/package.json', '{"name":"react-router","main":"index.js"}')
  await put(
    'web/node_modules/react-router/index.js',
    `exports.createRequestHandler = (build, mode) => async (request, context) =>
  new Response(JSON.stringify({ modeAtLoad: build.modeAtLoad, mode, url: request.url, context }), { status: 203 })
`,
  )
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('loadPageRenderer', () => {
  it('loads the server bundle with production React, whatever the API runs as, and then leaves NODE_ENV as it was', async () => {
    const before = process.env.NODE_ENV
    const render = await loadPageRenderer(path.join(dir, 'web'))
    expect(process.env.NODE_ENV).toBe(before)
    const page = await render?.('/books/room/101?adults=2', { language: 'es' })
    expect(page?.status).toBe(203)
    expect(JSON.parse(page?.html ?? '{}')).toEqual({
      modeAtLoad: 'production',
      mode: 'production',
      url: 'http://localhost/books/room/101?adults=2',
      context: { language: 'es' },
    })
  })

  it('is null when the web app is not built', async () => {
    expect(await loadPageRenderer(path.join(dir, 'nothing'))).toBeNull()
  })
})
