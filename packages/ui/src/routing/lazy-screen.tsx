import { type ComponentType, lazy } from 'react'

/**
 * A screen fetched when first rendered (render it under a <Suspense>). A download that failed is not replayed: the
 * next render (the shell's retry remounts the remote) fetches it again, where React.lazy alone would keep throwing
 * the first failure.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = fresh()
          throw error
        },
      ),
    )
  let current = fresh()
  return function LazyScreen() {
    const Screen = current
    return <Screen />
  }
}
