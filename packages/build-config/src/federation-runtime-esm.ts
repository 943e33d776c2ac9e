import { existsSync } from 'node:fs'
import type { RsbuildPlugin, Rspack } from '@rsbuild/core'

const NAME = 'shop:federation-runtime-esm'

/** A CommonJS build file of one of the federation runtime's packages; the ES module build sits beside it as `.js`. */
const FEDERATION_COMMONJS = /^(.*[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+)\.cjs$/

/** The ES module build of a federation runtime CommonJS file, when the package ships one; otherwise nothing. */
export function esModuleBuildOf(resource: string): string | undefined {
  const match = FEDERATION_COMMONJS.exec(resource)
  const esModule = match ? `${match[1]}.js` : undefined
  return esModule && existsSync(esModule) ? esModule : undefined
}

function bundleEsModuleBuilds(compiler: Rspack.Compiler) {
  compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
    factory.hooks.afterResolve.tap(NAME, ({ createData }) => {
      const esModule = createData?.resource && esModuleBuildOf(createData.resource)
      if (!createData || !esModule) return
      createData.resource = esModule
      createData.request = createData.request?.replace(/\.cjs$/, '.js')
      createData.userRequest = createData.userRequest?.replace(/\.cjs$/, '.js')
    })
  })
}

/**
 * The federation runtime bundled from its ES module builds. Rspack finds the runtime with `require.resolve`, which picks
 * the packages' CommonJS files, and a CommonJS module is bundled whole: the SDK, the error catalogue and the runtime's
 * unused parts came along (about 5 KB gzip in the shell's entry and again in each remote's). From the ES modules the
 * bundler keeps only what the runtime uses.
 */
export function pluginFederationRuntimeEsm(): RsbuildPlugin {
  return {
    name: NAME,
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= []
        config.plugins.push({ apply: bundleEsModuleBuilds })
      })
    },
  }
}
