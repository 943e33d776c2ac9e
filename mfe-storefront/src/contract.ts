import type { CheckExposes } from '@shop/build-config/contracts'

/** Fails `npm run typecheck` when the exposed modules stop matching what the shell renders (remote-contracts.ts). */
export type StorefrontExposes = CheckExposes<
  'storefront',
  {
    './App': typeof import('./exposes/app')
    './Header': typeof import('./exposes/header')
    './Footer': typeof import('./exposes/footer')
  }
>
