import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin'
import { remoteRuntime, sharedSingletons } from '@shop/build-config'

/** The account remote: a small entry for the shell, the same shared singletons as every other app. */
export default createModuleFederationConfig({
  name: 'account',
  exposes: {
    './App': './src/app.tsx',
  },
  shareStrategy: 'loaded-first',
  dts: false,
  shared: sharedSingletons,
  experiments: remoteRuntime,
})
