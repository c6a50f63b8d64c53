import { Suspense } from 'react'
import { useNavigation } from 'react-router'
import { NavigationProgress, PageLoading } from '../components/page-loading.tsx'
import { PageOutlet } from '../components/page-outlet.tsx'
import { SiteFooter } from '../components/site-footer.tsx'
import { SkipLink } from '../components/skip-link.tsx'
import { TopStrip } from '../components/top-strip.tsx'
import { SiteHeader } from './site-header.tsx'

/** Top strip, header, the page and the footer (which holds the floating chat link). */
export default function MainLayout() {
  const navigation = useNavigation()
  return (
    <>
      <SkipLink />
      <TopStrip />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <PageOutlet />
        </Suspense>
      </main>
      <SiteFooter />
      <NavigationProgress active={navigation.state === 'loading'} />
    </>
  )
}
