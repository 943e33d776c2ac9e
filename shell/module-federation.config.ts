import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin'

const singleton = { singleton: true, requiredVersion: false } as const

/**
 * The host declares no remotes: it registers them at run time from /remotes.json, so a dead remote never blocks
 * start-up. Every package that holds module state or React context is a singleton shared with the remotes.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shareStrategy: 'loaded-first',
  dts: false,
  shared: {
    react: singleton,
    'react-dom': singleton,
    'react-router-dom': singleton,
    '@tanstack/react-query': singleton,
    jotai: singleton,
    'jotai/utils': singleton,
    'react-intl': singleton,
    sonner: singleton,
    '@shop/state': singleton,
    '@shop/api-client': singleton,
    '@shop/i18n': singleton,
    '@shop/ui': singleton,
  },
})
