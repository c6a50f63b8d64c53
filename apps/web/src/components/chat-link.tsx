import { MessageCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useHotel } from '../lib/hotel.ts'

/**
 * Floating link to the hotel's chat app, bottom right on every main page. app.css lifts it above the room
 * page's booking bar by its classes (`a.fixed.right-4`): keep them, or change the rule there too.
 */
export function ChatLink() {
  const { t } = useTranslation()
  const hotel = useHotel()
  return (
    <a
      href={hotel.chat_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      title={t('chat.label')}
      className="fixed right-4 bottom-4 z-20 inline-flex size-14 items-center justify-center rounded-full bg-pine-700 text-white shadow-raised ring-4 ring-paper/70 transition hover:scale-105 hover:bg-pine-800 sm:right-6 sm:bottom-6"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  )
}
