import { pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { defineConfig } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'
import mfConfig from './module-federation.config'

const API_ORIGIN = 'http://localhost:8787'

/** Builds the remote (mf-manifest.json + remoteEntry) and, from the same entry, a standalone app for its team. */
export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(mfConfig)],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'E-Ticaret' },
  // The shell loads this remote from another path (or origin in dev): chunks must resolve against the manifest.
  output: { distPath: { root: 'dist' }, cleanDistPath: true, assetPrefix: 'auto' },
  dev: { assetPrefix: 'auto' },
  server: {
    port: 3003,
    historyApiFallback: true,
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
})
