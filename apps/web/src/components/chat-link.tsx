import { MessageCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'
import { useHotel } from '../lib/hotel.ts'
import { stepAside } from '../lib/scrolling.ts'

/**
 * True while the guest scrolls down: on a phone the floating link then steps aside, so that it never sits
 * on what is being read, and comes back as soon as the guest scrolls up (as a phone browser's own toolbar
 * does).
 */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const aside = stepAside(last, y)
      if (aside === null) return
      setDown(aside)
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return down
}

/**
 * Floating link to the hotel's chat app, bottom right on every main page. On phones it is smaller, steps
 * aside while the guest scrolls down, and app.css hides it while a form field has the focus (the keyboard
 * is up) and lifts it above the room page's booking bar, by its classes (`a.fixed.right-4`): keep them, or
 * change the rules there too. The footer keeps room under its last line for it. Not on /contact: that page
 * lists the chat among its ways to reach us, and the button sat on its form.
 */
export default function ChatLink() {
  const { t } = useTranslation()
  const hotel = useHotel()
  const away = useScrollingDown()
  const { pathname } = useLocation()
  if (pathname === '/contact') return null
  return (
    <a
      href={hotel.chat_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      title={t('chat.label')}
      className={`fixed right-4 bottom-4 z-20 inline-flex size-12 items-center justify-center rounded-full bg-pine-700 text-white shadow-raised ring-4 ring-paper/70 transition hover:scale-105 hover:bg-pine-800 motion-reduce:transition-none sm:right-6 sm:bottom-6 sm:size-14 ${
        away ? 'max-sm:invisible max-sm:translate-y-24 max-sm:opacity-0' : ''
      }`}
    >
      <MessageCircle className="size-6 sm:size-7" aria-hidden="true" />
    </a>
  )
}
