import type { Catalogue } from '@shop/i18n'
import { type ReactNode, StrictMode, useState } from 'react'
import { createShopBrowserHistory } from '../routing/create-shop-history'
import { ShopRouter } from '../routing/shop-router'
import { createShopQueryClient } from './query-client'
import { SettingsEffects } from './settings-effects'
import { ShopProviders } from './shop-providers'

/**
 * A remote opened on its own (its team's `npm run dev -w <remote>`): what the shell gives it, the providers, the
 * router and the settings' effects, around its modules.
 */
export function StandaloneApp({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  const [queryClient] = useState(createShopQueryClient)
  const [history] = useState(createShopBrowserHistory)
  return (
    <StrictMode>
      <ShopProviders queryClient={queryClient} catalogue={catalogue}>
        <ShopRouter history={history}>
          <SettingsEffects />
          {children}
        </ShopRouter>
      </ShopProviders>
    </StrictMode>
  )
}
