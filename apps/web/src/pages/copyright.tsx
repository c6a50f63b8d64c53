import { LegalPage } from '../components/legal-page.tsx'
import { copyrightSince, useCurrentYear } from '../lib/year.ts'

export default function CopyrightPage() {
  const year = useCurrentYear()
  return <LegalPage textKey="copyright" values={{ from: copyrightSince, to: year }} />
}
