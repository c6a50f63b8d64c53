import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStylesheetInliner } from './inline-styles.ts'

let root: string

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hotel-inline-styles-'))
  await mkdir(path.join(root, 'assets'))
  await writeFile(path.join(root, 'assets', 'root-a1.css'), 'a{b:c}')
  // `$&` means the matched text to String.replace with a pattern string: it must arrive as written.
  await writeFile(path.join(root, 'assets', 'dollar-b2.css'), '.x::after{content:"$&"}')
  await writeFile(path.join(root, 'assets', 'closing-c3.css'), '.x{}</style><script>alert(1)</script>')
})
afterAll(() => rm(root, { recursive: true, force: true }))

const link = (name: string) => `<link rel="stylesheet" href="/assets/${name}"/>`

describe('createStylesheetInliner', () => {
  it('writes each linked stylesheet before its link, which stays, disabled', () => {
    const inline = createStylesheetInliner(root)
    expect(inline(`<head>${link('root-a1.css')}${link('dollar-b2.css')}</head>`)).toBe(
      '<head><style>a{b:c}</style><link rel="stylesheet" href="/assets/root-a1.css" disabled=""/>' +
        '<style>.x::after{content:"$&"}</style><link rel="stylesheet" href="/assets/dollar-b2.css" disabled=""/></head>',
    )
  })

  it('leaves linked what it cannot write safely: a missing file, a sheet that closes the element, a path upward', () => {
    const inline = createStylesheetInliner(root)
    const kept = [
      link('missing-d4.css'),
      link('closing-c3.css'),
      '<link rel="stylesheet" href="/assets/../secret.css"/>',
      '<link rel="stylesheet" href="/other/root-a1.css"/>',
    ].join('')
    expect(inline(kept)).toBe(kept)
  })
})
