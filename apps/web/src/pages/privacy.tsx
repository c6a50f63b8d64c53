import { LegalPage } from '../components/legal-page.tsx'
import { useHotel } from '../lib/hotel.ts'

export default function PrivacyPage() {
  const hotel = useHotel()
  return <LegalPage textKey="privacy" values={{ email: hotel.email }} />
}
