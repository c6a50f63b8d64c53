import { describe, expect, it } from 'vitest'
import type { Language, Namespace } from './options.ts'
import { createI18n, type Dictionary, interpolate, translate } from './translate.ts'

const en: Partial<Record<Namespace, Dictionary>> = {
  common: {
    greeting: 'Hello {{name}}',
    shared: 'From common',
    empty: '',
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    nested: { deeper: { text: 'Deep {{name}}' } },
  },
  rooms: {
    title: 'Rooms',
    shared: 'From rooms',
    results_zero: 'No rooms',
    results_one: 'One room',
    results_other: '{{count}} rooms',
    sections: [
      { title: 'About {{hotel}}', lines: ['Ask {{email}}', 'Plain'] },
      { title: 'Second', lines: [] },
    ],
    legal: { heading: 'Terms of {{hotel}}', note: 'Keep {{missing}}' },
  },
}

const es: Partial<Record<Namespace, Dictionary>> = {
  common: { nights_one: '{{count}} noche', nights_other: '{{count}} noches' },
  rooms: { results_one: 'Una habitación', results_other: '{{count}} habitaciones' },
}

describe('interpolate', () => {
  it('fills every {{variable}}, with spaces inside the braces too, and does not escape', () => {
    expect(interpolate('{{a}} & {{ b }} <{{a}}>', { a: '<i>', b: 2 })).toBe('<i> & 2 <<i>>')
  })

  it('leaves a variable the caller did not pass, and empties one passed as undefined or null', () => {
    expect(interpolate('[{{a}}] [{{b}}] [{{c}}]', { b: undefined, c: null })).toBe('[{{a}}] [] []')
  })

  it('does not interpolate a value again', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} x')
  })
})

describe('translate', () => {
  const t = (ns: Namespace, key: string, options?: Parameters<typeof translate>[4], lng: Language = 'en') =>
    translate(lng === 'en' ? en : es, lng, ns, key, options)

  it('reads nested keys and interpolates', () => {
    expect(t('common', 'greeting', { name: 'Ana' })).toBe('Hello Ana')
    expect(t('common', 'nested.deeper.text', { name: 'Ana' })).toBe('Deep Ana')
  })

  it('looks in the given namespace first, then in common', () => {
    expect(t('rooms', 'shared')).toBe('From rooms')
    expect(t('rooms', 'greeting', { name: 'Ana' })).toBe('Hello Ana')
    expect(t('common', 'shared')).toBe('From common')
  })

  it('takes the namespace from a `ns:` prefix, still falling back to common', () => {
    expect(t('common', 'rooms:title')).toBe('Rooms')
    expect(t('common', 'rooms:shared')).toBe('From rooms')
    expect(t('rooms', 'common:shared')).toBe('From common')
    expect(t('common', 'rooms:nights', { count: 2 })).toBe('2 nights')
  })

  it('returns a missing key as itself, without its namespace, interpolated', () => {
    expect(t('rooms', 'nowhere.to.be.found')).toBe('nowhere.to.be.found')
    expect(t('common', 'rooms:missing')).toBe('missing')
    expect(t('common', 'missing {{name}}', { name: 'Ana' })).toBe('missing Ana')
    expect(t('common', 'nested.deeper')).toBe('nested.deeper')
  })

  it('returns an empty text as it is', () => {
    expect(t('common', 'empty')).toBe('')
  })

  it('picks English plural forms, with _zero for 0 where the file has it', () => {
    expect(t('rooms', 'results', { count: 0 })).toBe('No rooms')
    expect(t('rooms', 'results', { count: 1 })).toBe('One room')
    expect(t('rooms', 'results', { count: 7 })).toBe('7 rooms')
    expect(t('common', 'nights', { count: 0 })).toBe('0 nights')
    expect(t('common', 'nights', { count: 1 })).toBe('1 night')
  })

  it('picks Spanish plural forms: 0 is plural, and no _zero falls back to _other', () => {
    expect(t('rooms', 'results', { count: 0 }, 'es')).toBe('0 habitaciones')
    expect(t('rooms', 'results', { count: 1 }, 'es')).toBe('Una habitación')
    expect(t('common', 'nights', { count: 3 }, 'es')).toBe('3 noches')
  })

  it('returns objects and arrays with every text interpolated when asked', () => {
    expect(t('rooms', 'sections', { returnObjects: true, hotel: 'Casa', email: 'a@b.c' })).toEqual([
      { title: 'About Casa', lines: ['Ask a@b.c', 'Plain'] },
      { title: 'Second', lines: [] },
    ])
    expect(t('common', 'rooms:legal', { returnObjects: true, hotel: 'Casa' })).toEqual({
      heading: 'Terms of Casa',
      note: 'Keep {{missing}}',
    })
  })

  it('treats an object asked for as a text like a missing key', () => {
    expect(t('rooms', 'legal')).toBe('legal')
  })
})

describe('createI18n', () => {
  it('renders from resources at once', () => {
    const i18n = createI18n('es', { resources: { en, es } })
    expect(i18n.hasLoadedNamespaces(['common', 'rooms'])).toBe(true)
    expect(i18n.getFixedT('rooms')('results', { count: 2 })).toBe('2 habitaciones')
    expect(i18n.language).toBe('es')
    expect(i18n.resolvedLanguage).toBe('es')
    expect(i18n.dir()).toBe('ltr')
  })

  it('loads each file once however many ask, and a file it cannot read as empty', async () => {
    const reads: string[] = []
    const i18n = createI18n('en', {
      load: async (lng, ns) => {
        reads.push(`${lng}/${ns}`)
        return ns === 'rooms' ? undefined : en[ns]
      },
    })
    expect(i18n.hasLoadedNamespaces(['common'])).toBe(false)
    await Promise.all([i18n.loadNamespaces(['common', 'rooms']), i18n.loadNamespaces(['common'])])
    await i18n.loadNamespaces(['common'])
    expect(reads).toEqual(['en/common', 'en/rooms'])
    expect(i18n.hasLoadedNamespaces(['common', 'rooms'])).toBe(true)
    expect(i18n.getFixedT('rooms')('title')).toBe('title')
    expect(i18n.getFixedT('rooms')('greeting', { name: 'Ana' })).toBe('Hello Ana')
  })

  it('loads the namespaces used so far in the new language before switching and telling listeners', async () => {
    const files = { en, es }
    const reads: string[] = []
    const i18n = createI18n('en', {
      load: async (lng, ns) => {
        reads.push(`${lng}/${ns}`)
        return files[lng as 'en' | 'es'][ns]
      },
    })
    await i18n.loadNamespaces(['common', 'rooms'])
    const heard: string[] = []
    const stop = i18n.onLanguageChanged((lng) => heard.push(`${lng}:${i18n.language}`))
    const t = i18n.getFixedT('rooms')
    const switching = i18n.changeLanguage('es')
    expect(i18n.language).toBe('en')
    await switching
    expect(reads).toEqual(['en/common', 'en/rooms', 'es/common', 'es/rooms'])
    expect(heard).toEqual(['es:es'])
    expect(i18n.getFixedT('rooms')('results', { count: 1 })).toBe('Una habitación')
    // A `t` taken before the switch keeps its language, as each render takes a new one.
    expect(t('results', { count: 1 })).toBe('One room')
    stop()
    await i18n.changeLanguage('en')
    expect(heard).toEqual(['es:es'])
  })
})
