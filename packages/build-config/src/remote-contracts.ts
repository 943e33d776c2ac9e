/**
 * What the shell expects from each remote, in one place: the modules a remote exposes and the props the shell renders
 * each with. Remotes check their exposes against it (`src/contract.ts`, `npm run typecheck`), the shell types its
 * slots with it, and the build checks every built manifest against `REMOTE_EXPOSES` (check-contracts.ts).
 */

/** The shell renders the module as `<Module />`. */
export type NoProps = Record<never, never>

export interface RemoteContracts {
  storefront: { App: NoProps; Header: NoProps; Footer: NoProps }
  account: { App: NoProps }
  admin: { App: NoProps }
}

export type RemoteName = keyof RemoteContracts
export type ExposedName<R extends RemoteName> = keyof RemoteContracts[R] & string
export type ExposedProps<R extends RemoteName, M extends ExposedName<R>> = RemoteContracts[R][M]

/** The exposed names as the built manifest lists them (`App`, not `./App`). */
export const REMOTE_EXPOSES = {
  storefront: ['App', 'Header', 'Footer'],
  account: ['App'],
  admin: ['App'],
} as const satisfies { [R in RemoteName]: readonly ExposedName<R>[] }

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T

/** The list above names exactly the modules of the interface, for every remote. */
export type ExposesListed = Assert<
  Same<
    { [R in RemoteName]: Same<(typeof REMOTE_EXPOSES)[R][number], ExposedName<R>> },
    { [R in RemoteName]: true }
  >
>

/** An exposed module: its default export is a component taking the contract's props. */
export interface ExposedModule<P> {
  default: (props: P) => unknown
}

type ExposeKey<R extends RemoteName> = `./${ExposedName<R>}`

/** The `exposes` of a remote's federation config: exactly the contract's modules, each to its file. */
export type ExposesConfig<R extends RemoteName> = { [K in ExposeKey<R>]: string }

/**
 * Fails type-checking unless `M` maps every module of the contract (`./App`…) to a module honouring its props, and
 * nothing else: `CheckExposes<'account', { './App': typeof import('./exposes/app') }>`.
 */
export type CheckExposes<
  R extends RemoteName,
  M extends { [K in ExposedName<R> as `./${K}`]: ExposedModule<ExposedProps<R, K>> } & Record<
    Exclude<keyof M, ExposeKey<R>>,
    never
  >,
> = M
