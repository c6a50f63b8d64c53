import { Suspense } from 'react'
import { useNavigation } from 'react-router'
import { MinimalFooter, MinimalHeader } from '../components/minimal-chrome.tsx'
import { NavigationProgress, PageLoading } from '../components/page-loading.tsx'
import { PageOutlet } from '../components/page-outlet.tsx'
import { SkipLink } from '../components/skip-link.tsx'

/** Sign-in, registration, password recovery, payment outcome and review pages: the logo and the task. */
export default function StandaloneLayout() {
  const navigation = useNavigation()
  return (
    <>
      <SkipLink />
      <MinimalHeader />
      <main
        id="main"
        className="flex flex-1 flex-col bg-[radial-gradient(ellipse_at_top,var(--color-pine-50),transparent_60%)]"
      >
        <Suspense fallback={<PageLoading />}>
          <PageOutlet />
        </Suspense>
      </main>
      <MinimalFooter />
      <NavigationProgress active={navigation.state === 'loading'} />
    </>
  )
}
