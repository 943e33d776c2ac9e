import { pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { defineConfig, type Rspack } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'
import { pluginFederationRuntimeEsm } from './federation-runtime-esm'
import { pluginPrecompiledMessages } from './precompiled-messages'
import { pluginScreenChunks } from './screen-chunks'
import { pluginServerOnlyModulesLeftOut } from './server-only-modules'
import { pluginSourceMapsAside } from './source-maps-aside'
import { exposedModulesFrame, modulesSharedByLazyChunks } from './split-chunks'

type FederationConfig = Parameters<typeof pluginModuleFederation>[0]

/** Where `wrangler dev` serves the API while a remote's own dev server runs. */
export const API_ORIGIN = 'http://localhost:8787'

/** A remote whose page renders several of its exposed modules at once gets them one `frame` chunk. */
function cacheGroupsFor(
  federation: FederationConfig,
): Record<string, Rspack.OptimizationSplitChunksCacheGroup> {
  const rendersSeveral = Object.keys(federation.exposes ?? {}).length > 1
  return rendersSeveral ? { modulesSharedByLazyChunks, exposedModulesFrame } : { modulesSharedByLazyChunks }
}

/** Builds a remote (mf-manifest.json + remoteEntry) and, from the same entry, a standalone app for its team. */
export function defineRemoteBuild({ port, federation }: { port: number; federation: FederationConfig }) {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation(federation),
      pluginFederationRuntimeEsm(),
      pluginPrecompiledMessages(),
      pluginScreenChunks(),
      pluginServerOnlyModulesLeftOut(),
      pluginSourceMapsAside(),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { title: 'E-Ticaret' },
    // The shell loads a remote from another path (or origin in dev): chunks must resolve against the manifest.
    output: { distPath: { root: 'dist' }, cleanDistPath: true, assetPrefix: 'auto' },
    // Rsbuild 2 compiles dynamic imports on first request in dev (`lazyCompilation`), through its own dev server's
    // endpoint: a remote running inside the shell's page (another origin) never got its lazy chunks compiled, and
    // `npm run dev` left every remote slot waiting. A remote's dev server compiles everything up front.
    dev: { assetPrefix: 'auto', lazyCompilation: false },
    splitChunks: { cacheGroups: cacheGroupsFor(federation) },
    server: {
      port,
      historyApiFallback: true,
      proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
    },
  })
}
