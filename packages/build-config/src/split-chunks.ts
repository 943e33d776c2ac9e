import type { Rspack } from '@rsbuild/core'

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

/** Whether a chunk is one Module Federation makes for an exposed module (`__federation_expose_Header`). */
export const isExposedModuleChunk = (chunkName: string | null | undefined): boolean =>
  (chunkName ?? '').startsWith('__federation_expose_')

/** Whether a module is a remote's own entry for an exposed module (src/exposes/…). */
export const isExposeEntry = (resource: string | null | undefined): boolean =>
  /[\\/]src[\\/]exposes[\\/]/.test(resource ?? '')

/**
 * A remote whose exposed modules are rendered together (the storefront's App, Header and Footer on every shop
 * page) downloaded what they need as a dozen files, split by which of them shares what. Each page's preload links
 * are dispatched in the browser's navigation task, so every file lengthened the task that paints nothing; here the
 * code the exposed modules need is one `frame` chunk, and each exposed module's own chunk keeps its entry alone
 * (its manifest entry lists `frame` beside it, so the worker's preloads stay exact). A module a lazy screen shares
 * with them moves too, rather than a copy staying in the screen's chunk: a screen is only rendered by the App,
 * whose chunks include `frame`.
 */
export const exposedModulesFrame: Rspack.OptimizationSplitChunksCacheGroup = {
  chunks: 'async',
  test: (module, { chunkGraph }) =>
    !isExposeEntry(module.nameForCondition()) &&
    chunkGraph.getModuleChunks(module).some((chunk) => isExposedModuleChunk(chunk.name)),
  name: 'frame',
  minSize: 0,
  minChunks: 1,
  enforce: true,
  priority: -10,
}

/**
 * The shell's small singletons (React itself and its JSX runtime, react-dom's shared entry, jotai and its utils,
 * the shop's atoms) are each a few kilobytes, but as separate shared modules they were seven files on every page.
 * The router's server-only stub (server-only-modules.ts) rides with them: on its own it came as two files of 180 bytes.
 * They go as one; react-dom's client, the router, react-query and react-intl keep a file each, so their evaluation
 * stays one task each when the shared modules are negotiated.
 */
export const SMALL_SINGLETON_FILES =
  /[\\/]node_modules[\\/](react[\\/](index|jsx-runtime|cjs[\\/]react\.production|cjs[\\/]react-jsx-runtime)|react-dom[\\/](index|cjs[\\/]react-dom\.production)|jotai[\\/])|[\\/]packages[\\/]state[\\/]|[\\/]build-config[\\/]src[\\/]server-only-stub\.js$/

export const smallSingletons: Rspack.OptimizationSplitChunksCacheGroup = {
  test: SMALL_SINGLETON_FILES,
  name: 'small-singletons',
  chunks: 'async',
  minSize: 0,
  enforce: true,
  priority: -5,
}
