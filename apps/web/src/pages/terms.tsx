import { LegalPage } from '../components/legal-page.tsx'

export default function TermsPage() {
  return <LegalPage textKey="terms" />
}
