import { LegalPage } from '../components/legal-page.tsx'
import { copyrightSince, useCurrentYear } from '../lib/year.ts'

export default function TermsPage() {
  const year = useCurrentYear()
  return <LegalPage textKey="terms" values={{ from: copyrightSince, to: year }} />
}
