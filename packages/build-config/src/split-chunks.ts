/**
 * Rspack copies a module into every lazy chunk that needs it while the module is under splitChunks' minimum size, so
 * a page that loads several of those chunks (a remote's exposed App, Header and Footer; the shell's bootstrap and a
 * shared singleton's fallback) downloads the same module more than once. Modules that two or more lazy chunks need are
 * moved into a chunk of their own, one per set of chunks sharing them, so nothing unrelated rides along.
 */
export const modulesSharedByLazyChunks = {
  chunks: 'async',
  minSize: 0,
  minChunks: 2,
  reuseExistingChunk: true,
  priority: -30,
} as const
