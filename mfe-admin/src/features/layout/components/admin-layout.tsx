import { canOpenAdminSection } from '@shop/domain'
import { useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { ScreenLoading } from '../../../components/screen-loading'
import { useNavMenu } from '../hooks/use-nav-menu'
import styles from './admin-layout.module.css'
import { AdminSidebar } from './admin-sidebar'
import { AdminTopBar } from './admin-top-bar'
import { NoAccessPanel } from './no-access-panel'

/**
 * Sidebar and top bar around every admin screen; the area is kept out of search engines. A section the signed-in
 * role may not open shows a no-access panel here, whatever screen the route would render. A screen still downloading
 * shows its loading state in the content area (routes/lazy-screens.ts).
 */
export function AdminLayout() {
  const t = useT()
  const role = useAtomValue(userAtom)?.role
  const { pathname } = useLocation()
  const menu = useNavMenu()
  return (
    <div className={styles.layout}>
      <meta name="robots" content="noindex, nofollow" />
      <a href="#main" className={styles.skipLink}>
        {t('app.skip_to_content')}
      </a>
      <div ref={menu.containerRef} className={styles.chrome}>
        <AdminTopBar
          menuOpen={menu.open}
          menuId={menu.panelId}
          onMenuToggle={menu.toggle}
          menuButtonRef={menu.triggerRef}
        />
        <AdminSidebar
          id={menu.panelId}
          open={menu.open}
          panelRef={menu.panelRef}
          onNavigate={menu.onNavigate}
        />
      </div>
      <main id="main" ref={menu.mainRef} tabIndex={-1} className={styles.content}>
        {canOpenAdminSection(role, pathname) ? (
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        ) : (
          <NoAccessPanel />
        )}
      </main>
    </div>
  )
}
