import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react'
import type { Language, Namespace } from './options.ts'
import type { I18n, TFunction } from './translate.ts'

const I18nContext = createContext<I18n | null>(null)

/** Gives every `useTranslation` below it this instance (entry.client: the browser's; entry.server: the language's). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>
}

/**
 * `t` for `ns` (its first namespace when several; keys fall back to `common`) and the instance. Suspends
 * until every namespace given is loaded in the current language (PageOutlet relies on it during
 * client-side navigation), and renders again after a language change.
 */
export function useTranslation(ns: Namespace | readonly Namespace[] = 'common'): {
  t: TFunction
  i18n: I18n
} {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it')
  const language = useSyncExternalStore(
    (onChange) => i18n.onLanguageChanged(onChange),
    () => i18n.language,
    () => i18n.language,
  )
  const list: readonly Namespace[] = typeof ns === 'string' ? [ns] : ns
  const first = list[0] ?? 'common'
  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` is what getFixedT reads; a new t per language re-runs effects that use it
  const t = useMemo(() => i18n.getFixedT(first), [i18n, first, language])
  if (!i18n.hasLoadedNamespaces(list)) throw i18n.loadNamespaces(list)
  return { t, i18n }
}

/** The language of the page: for numbers and dates, and part of the key of each query answered in it. */
export function usePageLanguage(): Language {
  return useTranslation().i18n.resolvedLanguage
}
