import type {
  RemoteName as ContractRemoteName,
  ExposedName,
  NoProps,
  RemoteContracts,
} from '@shop/build-config/contracts'
import type { ComponentType } from 'react'
import type { RemoteName } from './remote-names'

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T

/** The remotes the shell registers are the contract's remotes. */
export type RemoteNamesAgree = Assert<Same<RemoteName, ContractRemoteName>>

/**
 * The shell renders every exposed module as `<Module />` (remote-slot.tsx): this fails to type-check as soon as the
 * contract gives one of them a required prop, until the slot passes it.
 */
export type RendersWithoutProps = Assert<
  Same<
    { [R in RemoteName]: { [M in ExposedName<R>]: NoProps extends RemoteContracts[R][M] ? true : false } },
    { [R in RemoteName]: { [M in ExposedName<R>]: true } }
  >
>

/** What `<remote>/<module>` resolves to: a component taking the contract's props as its default export. */
export interface LoadedRemoteModule<R extends RemoteName, M extends ExposedName<R>> {
  default: ComponentType<RemoteContracts[R][M]>
}
