import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin'
import { hostRuntime, sharedSingletons } from '@shop/build-config'

/**
 * The host declares no remotes: it registers them at run time from /remotes.json, so a dead remote never blocks
 * start-up. It shares only the singletons (state or React context that must be one instance), each with the range
 * from its own package.json: the version it provides is what every remote's range is checked against.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shareStrategy: 'loaded-first',
  dts: false,
  shared: sharedSingletons(import.meta.url),
  experiments: hostRuntime,
})
