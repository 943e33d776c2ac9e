/**
 * The Module Federation runtime is downloaded once: the shell's build provides it and a remote's production build
 * uses the shell's instead of carrying its own (about 34 KB gzip per remote entry). A remote's dev server keeps its
 * own runtime, so a team can still open its remote standalone (`npm run dev -w <remote>`).
 *
 * Every bundle runs in a browser only (the worker imports none of them), so the runtime is built for the web: its
 * Node script loader is left out (about 2 KB gzip in the shell and in each remote entry).
 */
const production = process.env.NODE_ENV === 'production'
const web = { target: 'web' } as const

/**
 * The shell resolves each remote's manifest to its entry script itself (shell/src/features/remotes/lib/remote-entry.ts),
 * so its runtime is built without the manifest snapshot plugin and its asset preloading, which the worker's preload
 * links already do for a page's first load.
 */
export const hostRuntime = {
  provideExternalRuntime: true,
  optimization: { ...web, disableSnapshot: true },
} as const
/**
 * A remote loads no remote of its own (the shell registers them all at run time), so its entry is built without the
 * bundler's code for consuming remotes (`disableRemote`).
 */
export const remoteRuntime = {
  externalRuntime: production,
  optimization: { ...web, disableRemote: true },
} as const
