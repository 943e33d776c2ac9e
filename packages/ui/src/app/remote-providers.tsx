import { setApiNavigator } from '@shop/api-client'
import type { Catalogue } from '@shop/i18n'
import { type ReactNode, useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { ShopIntlProvider } from './shop-intl-provider'

/** Lets this app's copy of the API client send a 401 to /login through the shared router, not a page load. */
export function ApiNavigator() {
  const navigate = useNavigate()
  useEffect(() => setApiNavigator((to) => navigate(to)), [navigate])
  return null
}

/**
 * Around every module a remote exposes. The shell shares only singletons, so a remote brings its own messages, UI
 * kit and API client: its texts come from its own catalogue (in the language of the shared store) and its API
 * client gets the router's navigate, as the shell's does. A remote deployed alone with a new key shows its text.
 */
export function RemoteProviders({ children, catalogue }: { children: ReactNode; catalogue: Catalogue }) {
  return (
    <ShopIntlProvider catalogue={catalogue}>
      <ApiNavigator />
      {children}
    </ShopIntlProvider>
  )
}
