import { shopStore } from '@shop/state'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { DeferredToaster } from './deferred-toaster'
import { ShopIntlProvider } from './shop-intl-provider'

interface ShopProvidersProps {
  queryClient: QueryClient
  children: ReactNode
}

/**
 * Everything an app needs around its routes: the shared jotai store, react-query, react-intl and the toaster (fetched
 * after the first render). The shell renders it once; a remote renders it only when it runs standalone.
 */
export function ShopProviders({ queryClient, children }: ShopProvidersProps) {
  return (
    <JotaiProvider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider>
          {children}
          <DeferredToaster />
        </ShopIntlProvider>
      </QueryClientProvider>
    </JotaiProvider>
  )
}
