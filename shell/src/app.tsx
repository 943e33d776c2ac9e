import { setApiNavigator } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { frameCatalogue } from '@shop/i18n/frame-catalogue'
import {
  createShopBrowserHistory,
  createShopQueryClient,
  ErrorPanel,
  SettingsEffects,
  ShopProviders,
  ShopRouter,
} from '@shop/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { findFirstScreen } from './features/boot/lib/first-screen'
import { seedBootData } from './features/boot/lib/seed-boot-data'
import { ErrorBoundary } from './features/frame/components/error-boundary'
import { PreviewBanner } from './features/remotes/components/preview-banner'
import { RemoteLoaderContext } from './features/remotes/lib/remote-loader-context'
import { createShellRemotes } from './features/remotes/lib/shell-federation'
import { SessionCheck } from './features/session/components/session-check'
import { AppRoutes } from './routes/app-routes'

const queryClient = createShopQueryClient()
// Before the first render: the page's HTML carries the first screen's answers (features/boot).
seedBootData(queryClient)
const firstScreen = findFirstScreen()
const { loadRemote, previews } = createShellRemotes()

/** Lets the API client's 401 handling navigate inside the app instead of reloading the page. */
function ApiNavigator() {
  const navigate = useNavigate()
  useEffect(() => setApiNavigator((to) => navigate(to)), [navigate])
  return null
}

/** Everything the shell renders at any address; the remotes declare their own routes below it. */
function ShellRoot() {
  return (
    <RemoteLoaderContext value={loadRemote}>
      <SettingsEffects />
      <SessionCheck />
      <ApiNavigator />
      <PreviewBanner previews={previews} />
      <AppRoutes firstScreen={firstScreen} />
    </RemoteLoaderContext>
  )
}

/** A render error no remote's own boundary caught: the shop's error panel and a reload, not a blank page. */
function ShellCrash() {
  const t = useT()
  return (
    <main id="main">
      <ErrorPanel title={t('error.generic')} onRetry={() => window.location.reload()} />
    </main>
  )
}

const history = createShopBrowserHistory()

export function App() {
  return (
    <ShopProviders queryClient={queryClient} catalogue={frameCatalogue}>
      <ShopRouter history={history}>
        <ErrorBoundary part="Shell" fallback={() => <ShellCrash />}>
          <ShellRoot />
        </ErrorBoundary>
      </ShopRouter>
    </ShopProviders>
  )
}
