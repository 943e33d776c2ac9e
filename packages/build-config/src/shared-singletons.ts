const singleton = { singleton: true, requiredVersion: false } as const

/**
 * Every library that holds module state or React context, shared once by the shell and all remotes; a remote with
 * its own copy would silently get its own router, query cache, store (and so its own cart) or toaster.
 */
export const sharedSingletons = {
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
}
