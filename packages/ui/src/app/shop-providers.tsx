import { TOAST_DURATION_MS } from '@shop/domain'
import { shopStore } from '@shop/state'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'
import { ShopIntlProvider } from './shop-intl-provider'

interface ShopProvidersProps {
  queryClient: QueryClient
  children: ReactNode
}

/**
 * Everything an app needs around its routes: the shared jotai store, react-query, react-intl and the toaster. The
 * shell renders it once; a remote renders it only when it runs standalone.
 */
export function ShopProviders({ queryClient, children }: ShopProvidersProps) {
  return (
    <JotaiProvider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider>
          {children}
          {/* Bottom right, away from the header's cart and account links; on a phone sonner spans the bottom. */}
          <Toaster position="bottom-right" duration={TOAST_DURATION_MS.default} richColors closeButton />
        </ShopIntlProvider>
      </QueryClientProvider>
    </JotaiProvider>
  )
}
