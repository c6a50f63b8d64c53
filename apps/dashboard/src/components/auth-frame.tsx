import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHotel } from '../lib/hotel.ts'
import { HillsIllustration } from './hills.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { LogoMark } from './logo.tsx'

/**
 * The frame of the pages a person sees before they have a session (sign-in, invitation, forgotten password):
 * the hotel's panel on a desk screen, a slim header on a phone, and the page's own content in a narrow column.
 */
export function AuthFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  const hotel = useHotel()
  const hotelName = hotel.data?.name

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-pine-800 text-paper lg:flex lg:flex-col">
        <div className="relative z-10 flex items-center gap-3 p-10">
          <LogoMark className="size-11 rounded-lg ring-1 ring-pine-600" />
          {hotelName && <p className="font-semibold text-lg">{hotelName}</p>}
        </div>
        <HillsIllustration className="absolute inset-x-0 bottom-0 h-3/5 w-full" />
        <div className="relative z-10 mt-auto px-10 pb-10">
          <p className="max-w-xs font-semibold text-xl text-paper">{t('auth.panelTagline')}</p>
          {hotel.data && (
            <p className="mt-1 text-pine-100">
              {hotel.data.city}, {hotel.data.country}
            </p>
          )}
        </div>
      </aside>

      <main className="flex min-h-dvh flex-col">
        <header className="flex min-h-16 items-center justify-between gap-4 border-line border-b bg-surface px-4 py-3 sm:px-6 lg:border-0 lg:bg-transparent">
          <div className="flex min-w-0 items-center gap-3 lg:invisible">
            <LogoMark className="size-9 shrink-0" />
            {hotelName && <p className="truncate font-semibold">{hotelName}</p>}
          </div>
          <LanguageSwitcher />
        </header>

        <div className="flex flex-1 justify-center px-4 pt-10 pb-16 sm:items-center sm:pt-0">
          <div className="w-full max-w-sm">
            <p className="font-semibold text-pine-700 text-sm">{t('app.name')}</p>
            <h1 className="mt-1 font-semibold text-xl tracking-tight">{title}</h1>
            <div className="mt-1 text-ink-soft">{intro}</div>
            {children}
          </div>
        </div>
      </main>
    </div>
  )
}

/** A failure said above a form, for what names none of its fields (a wrong password, an expired code). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-error-200 bg-error-50 p-3 text-error-700 text-sm"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  )
}
