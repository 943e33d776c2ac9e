import type { Catalogue } from '@shop/i18n'
import { shopStore } from '@shop/state'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { DeferredToaster } from './deferred-toaster'
import { ShopIntlProvider } from './shop-intl-provider'

interface ShopProvidersProps {
  queryClient: QueryClient
  /** The app's catalogue (ShopIntlProvider). */
  catalogue: Catalogue
  children: ReactNode
}

/**
 * Everything an app needs around its routes: the shared jotai store, react-query, react-intl and the toaster (fetched
 * after the first render). The shell renders it once; a remote renders it only when it runs standalone.
 */
export function ShopProviders({ queryClient, catalogue, children }: ShopProvidersProps) {
  return (
    <JotaiProvider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider catalogue={catalogue}>
          {children}
          <DeferredToaster />
        </ShopIntlProvider>
      </QueryClientProvider>
    </JotaiProvider>
  )
}
