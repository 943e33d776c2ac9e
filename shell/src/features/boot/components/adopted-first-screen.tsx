import { useLayoutEffect, useRef } from 'react'

/**
 * Keeps the worker's first screen on show while the storefront loads: React's first commit empties the page's root,
 * and this puts the same elements back in the same commit, before anything is painted, so the shopper never sees the
 * products vanish and the pictures are not fetched or painted again. The storefront's page replaces it when it
 * arrives; React never renders children here, so it never touches the adopted ones.
 */
export function AdoptedFirstScreen({ node }: { node: Element }) {
  const holder = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    holder.current?.append(node)
    return () => node.remove()
  }, [node])
  return <div ref={holder} data-testid="first-screen" />
}
