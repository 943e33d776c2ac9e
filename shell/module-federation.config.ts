import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin'
import { hostRuntime, sharedSingletons } from '@shop/build-config'

/**
 * The host declares no remotes: it registers them at run time from /remotes.json, so a dead remote never blocks
 * start-up. Every package that holds module state or React context is a singleton shared with the remotes.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shareStrategy: 'loaded-first',
  dts: false,
  shared: sharedSingletons,
  experiments: hostRuntime,
})
