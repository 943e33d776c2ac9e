import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin'

const singleton = { singleton: true, requiredVersion: false } as const

/** Same shared singletons as the shell: one React, router, query cache, store, intl and toaster for the page. */
export default createModuleFederationConfig({
  name: 'storefront',
  exposes: {
    './App': './src/app.tsx',
    './Header': './src/frame/site-header.tsx',
    './Footer': './src/features/layout/components/site-footer.tsx',
  },
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
