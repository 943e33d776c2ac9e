import { setApiNavigator } from '@shop/api-client'
import { createShopQueryClient, SettingsEffects, ShopProviders } from '@shop/ui'
import { useEffect } from 'react'
import { BrowserRouter, useNavigate } from 'react-router-dom'
import { RemoteLoaderContext } from './features/remotes/lib/remote-loader-context'
import { createShellRemoteLoader } from './features/remotes/lib/shell-federation'
import { SessionCheck } from './features/session/components/session-check'
import { AppRoutes } from './routes/app-routes'

const queryClient = createShopQueryClient()
const loadRemote = createShellRemoteLoader()

/** Lets the API client's 401 handling navigate inside the app instead of reloading the page. */
function ApiNavigator() {
  const navigate = useNavigate()
  useEffect(() => setApiNavigator((to) => navigate(to)), [navigate])
  return null
}

export function App() {
  return (
    <ShopProviders queryClient={queryClient}>
      <BrowserRouter>
        <RemoteLoaderContext value={loadRemote}>
          <SettingsEffects />
          <SessionCheck />
          <ApiNavigator />
          <AppRoutes />
        </RemoteLoaderContext>
      </BrowserRouter>
    </ShopProviders>
  )
}
