import { fileURLToPath } from 'node:url'
import type { RsbuildPlugin } from '@rsbuild/core'

/**
 * What react-router imports for its server-side cookie and session helpers (`createCookie` and the session storages).
 * No browser bundle calls them, but the shared router is built by Module Federation's tree shaking, which keeps these
 * imports and so both libraries whole: 1.8 KB gzip on every page.
 */
export const SERVER_ONLY_MODULES = ['cookie', 'set-cookie-parser'] as const

/** What they resolve to: a module whose exports throw if a browser build ever calls them. */
export const SERVER_ONLY_STUB = fileURLToPath(new URL('./server-only-stub.js', import.meta.url))

/** Resolves the server-only modules to the stub in a browser build; every app applies it, so each router is the same. */
export function pluginServerOnlyModulesLeftOut(): RsbuildPlugin {
  return {
    name: 'shop:server-only-modules-left-out',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.resolve ??= {}
        config.resolve.alias = {
          ...(config.resolve.alias as Record<string, string>),
          ...Object.fromEntries(SERVER_ONLY_MODULES.map((name) => [`${name}$`, SERVER_ONLY_STUB])),
        }
      })
    },
  }
}
