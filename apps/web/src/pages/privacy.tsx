import { LegalPage } from '../components/legal-page.tsx'

export default function PrivacyPage() {
  return <LegalPage textKey="privacy" />
}
