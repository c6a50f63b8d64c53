import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { createClientI18n, documentLanguage, namespacesFor } from './i18n/client.ts'
import { I18nProvider } from './i18n/react.tsx'

// The page was pre-rendered in the language of <html lang>: load that language's texts for this page
// first, then hydrate, so the first client render matches the HTML (no mismatch, no flash).
createClientI18n(documentLanguage(), namespacesFor(window.location.pathname)).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    )
  })
})
