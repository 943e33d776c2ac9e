import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin'
import { remoteRuntime, sharedSingletons } from '@shop/build-config'
import type { ExposesConfig } from '@shop/build-config/contracts'

/** The modules the shell renders (remote-contracts.ts); src/contract.ts checks what each file exports. */
const exposes = {
  './App': './src/exposes/app.tsx',
  './Header': './src/exposes/header.tsx',
  './Footer': './src/exposes/footer.tsx',
} satisfies ExposesConfig<'storefront'>

/**
 * The storefront remote: a small entry for the shell. It shares only the singletons, each with the range from its own
 * package.json; its messages, UI kit and API client are its own.
 */
export default createModuleFederationConfig({
  name: 'storefront',
  exposes,
  shareStrategy: 'loaded-first',
  dts: false,
  shared: sharedSingletons(import.meta.url),
  experiments: remoteRuntime,
})
