/**
 * Rspack copies a module into every lazy chunk that needs it while the module is under splitChunks' minimum size, so
 * a page that loads several of those chunks (a remote's exposed App, Header and Footer; the shell's bootstrap and a
 * shared singleton's fallback) downloads the same module more than once. Modules that two or more lazy chunks need are
 * moved into a chunk of their own, one per set of chunks sharing them, so nothing unrelated rides along. Not below 1 KB:
 * with the remotes split by screen, a zero minimum made a file of every few hundred bytes two screens share (home 31
 * files); at 1 KB a page downloads fewer files (29) and no more bytes, and the repeats stay within the module-once
 * browser test's bound (at 2 KB they went over it).
 */
export const modulesSharedByLazyChunks = {
  chunks: 'async',
  minSize: 1000,
  minChunks: 2,
  reuseExistingChunk: true,
  priority: -30,
} as const
