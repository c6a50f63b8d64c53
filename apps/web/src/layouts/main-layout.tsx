import { Suspense } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { ChatLink } from '../components/chat-link.tsx'
import { NavigationProgress, PageLoading } from '../components/page-loading.tsx'
import { SiteFooter } from '../components/site-footer.tsx'
import { SiteHeader } from '../components/site-header.tsx'
import { SkipLink } from '../components/skip-link.tsx'
import { TopStrip } from '../components/top-strip.tsx'

/** Top strip, header, the page, footer and the chat link. */
export default function MainLayout() {
  const navigation = useNavigation()
  return (
    <>
      <SkipLink />
      <TopStrip />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ChatLink />
      <NavigationProgress active={navigation.state === 'loading'} />
    </>
  )
}
