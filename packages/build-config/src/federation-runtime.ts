/**
 * The Module Federation runtime is downloaded once: the shell's build provides it and a remote's production build
 * uses the shell's instead of carrying its own (about 34 KB gzip per remote entry). A remote's dev server keeps its
 * own runtime, so a team can still open its remote standalone (`npm run dev -w <remote>`).
 */
const production = process.env.NODE_ENV === 'production'

export const hostRuntime = { provideExternalRuntime: true } as const
export const remoteRuntime = { externalRuntime: production } as const
