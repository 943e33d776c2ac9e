import type { CheckExposes } from '@shop/build-config/contracts'

/** Fails `npm run typecheck` when the exposed module stops matching what the shell renders (remote-contracts.ts). */
export type AdminExposes = CheckExposes<'admin', { './App': typeof import('./exposes/app') }>
