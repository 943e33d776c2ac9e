import { pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { defineConfig } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'
import {
  API_ORIGIN,
  modulesSharedByLazyChunks,
  pluginFederationRuntimeEsm,
  pluginLowPriorityPreloads,
  pluginPrecompiledMessages,
  pluginServerOnlyModulesLeftOut,
  pluginSourceMapsAside,
  smallSingletons,
} from '@shop/build-config'
import { isApiTransportFile } from '@shop/domain/code-preloads'
import { DEV_REMOTES } from './dev-remotes'
import mfConfig from './module-federation.config'

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(mfConfig),
    pluginFederationRuntimeEsm(),
    pluginLowPriorityPreloads(),
    pluginPrecompiledMessages(),
    pluginServerOnlyModulesLeftOut(),
    pluginSourceMapsAside(),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './index.html' },
  output: { distPath: { root: 'dist' }, cleanDistPath: true },
  // The async boundary's chunks (bootstrap and what it imports) are known at build time: the HTML names them, so they
  // load with the entry instead of one round trip after it. Not the toaster and sonner: they come after the first
  // render (packages/ui deferred-toaster.tsx), nor the API's transport: it comes with the first call or interaction
  // (packages/api-client lazy-transport.ts). They are named to be left out.
  performance: {
    preload: {
      type: 'async-chunks',
      exclude: [/\.(?:webmanifest|pdf|txt)$/i, /[\\/]toaster\./, /[\\/]lib-sonner\./, isApiTransportFile],
    },
  },
  splitChunks: {
    cacheGroups: {
      modulesSharedByLazyChunks,
      smallSingletons,
      sonner: {
        test: /[\\/]node_modules[\\/]sonner[\\/]/,
        name: 'lib-sonner',
        chunks: 'async',
        enforce: true,
      },
    },
  },
  // As in the remotes (packages/build-config remote-build.ts): Rsbuild 2's on-demand compilation of dynamic imports
  // asked the dev server for hot-update chunks at the wrong path (the API transport's among them).
  dev: { lazyCompilation: false },
  server: {
    port: 3000,
    historyApiFallback: true,
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
    setup: ({ action, server }) => {
      if (action !== 'dev') return
      // In dev the remotes run on their own servers; the built remotes.json points at /remotes/<name>/ instead.
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json')
        res.setHeader('Cache-Control', 'no-store')
        res.end(JSON.stringify(DEV_REMOTES))
      })
    },
  },
})
