import { type RouteTarget, routeTarget } from '@shop/domain/page-routes'
import { RequireAuth, RequireStaff } from '@shop/ui'
import { useLocation } from 'react-router-dom'
import { AdoptedFirstScreen } from '../features/boot/components/adopted-first-screen'
import type { PaintedFirstScreen } from '../features/boot/lib/first-screen'
import { FallbackFooter } from '../features/frame/components/fallback-footer'
import { PageFrame } from '../features/frame/components/page-frame'
import { ShopFrame } from '../features/frame/components/shop-frame'
import { WaitingFrame } from '../features/frame/components/waiting-frame'
import { MaintenanceBanner } from '../features/maintenance/components/maintenance-banner'
import { MaintenanceHeader } from '../features/maintenance/components/maintenance-header'
import { MaintenancePage } from '../features/maintenance/components/maintenance-page'
import { useMaintenanceAccess } from '../features/maintenance/hooks/use-maintenance-access'
import { isOpenDuringMaintenance } from '../features/maintenance/lib/maintenance-access'
import { RemoteError, RemoteSlot } from '../features/remotes/components/remote-slot'

const framedError = (retry: () => void) => (
  <ShopFrame>
    <RemoteError retry={retry} />
  </ShopFrame>
)

function AdminArea() {
  return (
    <RequireStaff>
      <RemoteSlot
        key="admin"
        remote="admin"
        module="App"
        // The admin remote brings its own layout; when it cannot load, the shop's frame stays around the panel.
        renderError={framedError}
        renderSlow={framedError}
      />
    </RequireStaff>
  )
}

/**
 * The remote that renders a shop page (storefront or account), behind the login guard where the page needs it. While
 * the storefront loads, the page's first screen as the worker painted it stays, if the shopper is still on its page.
 */
function ShopContent({
  target,
  firstScreen,
}: {
  target: Exclude<RouteTarget, { area: 'admin' }>
  firstScreen?: PaintedFirstScreen | null
}) {
  const { pathname, search } = useLocation()
  if (target.area === 'storefront') {
    const painted = firstScreen?.path === pathname + search ? firstScreen.node : null
    return (
      <RemoteSlot
        key="storefront"
        remote="storefront"
        module="App"
        loading={painted ? <AdoptedFirstScreen node={painted} /> : undefined}
      />
    )
  }
  const account = <RemoteSlot key="account" remote="account" module="App" />
  return target.requiresLogin ? <RequireAuth>{account}</RequireAuth> : account
}

/**
 * Picks the remote for the current path. Remotes declare their own routes with absolute paths, so they are rendered
 * outside any shell <Route>; the admin remote brings its own layout and is only ever loaded here.
 *
 * Maintenance mode closes everything but /admin and /login to shoppers: they get the shell's own maintenance page and
 * no remote is loaded for them (the login page excepted, so staff can sign in). Staff see the shop with a banner.
 */
export function AppRoutes({ firstScreen }: { firstScreen?: PaintedFirstScreen | null }) {
  const { pathname } = useLocation()
  const target = routeTarget(pathname)
  const maintenance = useMaintenanceAccess()

  if (target.area === 'admin') return <AdminArea />
  if (maintenance === 'waiting') return <WaitingFrame />
  if (maintenance === 'closed') {
    return (
      <PageFrame header={<MaintenanceHeader />} footer={<FallbackFooter />}>
        {isOpenDuringMaintenance(pathname) ? (
          <ShopContent target={target} firstScreen={firstScreen} />
        ) : (
          <MaintenancePage />
        )}
      </PageFrame>
    )
  }
  return (
    <ShopFrame notice={maintenance === 'staff-preview' ? <MaintenanceBanner /> : undefined}>
      <ShopContent target={target} firstScreen={firstScreen} />
    </ShopFrame>
  )
}
