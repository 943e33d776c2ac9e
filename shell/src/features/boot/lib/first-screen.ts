/**
 * The first screen the worker painted into the boot frame (api-worker/src/seo/first-screen.ts): home's hero and
 * featured products, a list's first rows, a product's picture and name. `path` is the address it shows.
 */
export interface PaintedFirstScreen {
  path: string
  node: Element
}

/** The page's painted first screen, or null on pages the worker painted none for. */
export function findFirstScreen(doc: Document = document): PaintedFirstScreen | null {
  const node = doc.querySelector('#shell-boot > .fs-screen')
  return node ? { path: doc.location.pathname + doc.location.search, node } : null
}
