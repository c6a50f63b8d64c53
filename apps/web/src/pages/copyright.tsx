import { LegalPage } from '../components/legal-page.tsx'

export default function CopyrightPage() {
  return <LegalPage textKey="copyright" />
}
