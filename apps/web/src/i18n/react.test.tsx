import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Namespace } from './options.ts'
import { I18nProvider, useTranslation } from './react.tsx'
import { createI18n, type Dictionary } from './translate.ts'

const files: Partial<Record<Namespace, Dictionary>> = {
  common: { hello: 'Hello {{name}}' },
  rooms: { title: 'Rooms' },
}

function Texts({ ns }: { ns?: Namespace | Namespace[] }) {
  const { t, i18n } = useTranslation(ns)
  return (
    <p>
      {t('title')} {t('hello', { name: 'Ana' })} {i18n.language}
    </p>
  )
}

describe('useTranslation', () => {
  it('reads its first namespace, then common, and gives the instance', () => {
    const i18n = createI18n('en', { resources: { en: files } })
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <Texts ns={['rooms', 'common']} />
        <Texts />
      </I18nProvider>,
    )
    expect(html).toBe(
      '<p>Rooms<!-- --> <!-- -->Hello Ana<!-- --> <!-- -->en</p><p>title<!-- --> <!-- -->Hello Ana<!-- --> <!-- -->en</p>',
    )
  })

  it('suspends until every namespace it names is loaded, and asks for them', async () => {
    const asked: string[] = []
    const i18n = createI18n('en', {
      load: async (lng, ns) => {
        asked.push(`${lng}/${ns}`)
        return files[ns]
      },
    })
    const page = (
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<i>loading</i>}>
          <Texts ns={['rooms', 'common']} />
        </Suspense>
      </I18nProvider>
    )
    expect(renderToString(page)).toContain('loading')
    expect(asked).toEqual(['en/rooms', 'en/common'])
    await i18n.loadNamespaces(['rooms', 'common'])
    expect(renderToString(page)).toContain('Rooms')
  })
})
