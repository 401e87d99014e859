import Box from '@mui/material/Box'
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { AccessGate } from '../auth/AccessGate.js'
import { MIN_LAYOUT_WIDTH } from '../constants.js'
import { ErrorBoundary } from '../errors/ErrorBoundary.js'
import { BetaBanner } from './BetaBanner.js'
import { BreadcrumbLabelsProvider } from './breadcrumbLabels.js'
import { Breadcrumbs } from './Breadcrumbs.js'
import { CookieNotice } from './CookieNotice.js'
import { Footer } from './Footer.js'
import { PageLoading } from './PageLoading.js'
import { TopBar } from './TopBar.js'

/** Top bar, breadcrumbs, the page (behind the access gate and an error boundary), footer, bottom notices. */
export function AppLayout() {
  const { pathname } = useLocation()
  return (
    <BreadcrumbLabelsProvider>
      <Box sx={{ minWidth: MIN_LAYOUT_WIDTH, minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <TopBar />
        <Breadcrumbs />
        <Box component="main" sx={{ flexGrow: 1 }}>
          <AccessGate>
            {/* Reset by path, so that a crashed page recovers when the user navigates away. */}
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </AccessGate>
        </Box>
        <Footer />
        <Box sx={{ position: 'sticky', bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}>
          <BetaBanner />
          <CookieNotice />
        </Box>
      </Box>
    </BreadcrumbLabelsProvider>
  )
}
