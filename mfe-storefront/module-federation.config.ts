import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin'
import { remoteRuntime, sharedSingletons } from '@shop/build-config'

/** The storefront remote: a small entry for the shell, the same shared singletons as every other app. */
export default createModuleFederationConfig({
  name: 'storefront',
  exposes: {
    './App': './src/app.tsx',
    './Header': './src/frame/site-header.tsx',
    './Footer': './src/features/layout/components/site-footer.tsx',
  },
  shareStrategy: 'loaded-first',
  dts: false,
  shared: sharedSingletons,
  experiments: remoteRuntime,
})
