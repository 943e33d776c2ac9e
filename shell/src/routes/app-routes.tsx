import { RequireAuth, RequireStaff } from '@shop/ui'
import { useLocation } from 'react-router-dom'
import { ShopFrame } from '../features/frame/components/shop-frame'
import { RemoteError, RemoteSlot } from '../features/remotes/components/remote-slot'
import { routeTarget } from './route-table'

/**
 * Picks the remote for the current path. Remotes declare their own routes with absolute paths, so they are rendered
 * outside any shell <Route>; the admin remote brings its own layout and is only ever loaded here.
 */
export function AppRoutes() {
  const { pathname } = useLocation()
  const target = routeTarget(pathname)

  if (target.area === 'admin') {
    return (
      <RequireStaff>
        <RemoteSlot
          key="admin"
          remote="admin"
          module="App"
          // The admin remote brings its own layout; when it cannot load, the shop's frame stays around the panel.
          renderError={(retry) => (
            <ShopFrame>
              <RemoteError retry={retry} />
            </ShopFrame>
          )}
        />
      </RequireStaff>
    )
  }
  if (target.area === 'account') {
    const account = <RemoteSlot key="account" remote="account" module="App" />
    return <ShopFrame>{target.requiresLogin ? <RequireAuth>{account}</RequireAuth> : account}</ShopFrame>
  }
  return (
    <ShopFrame>
      <RemoteSlot key="storefront" remote="storefront" module="App" />
    </ShopFrame>
  )
}
