/**
 * Puts a page's preload links right after `<meta name="viewport">`: the preload scanner still meets them before
 * anything else the document asks for, and it chooses a picture's copy (`imagesrcset`, `imagesizes`) with the page's
 * own viewport. Before that tag a phone still has its 980-pixel default one: home's first picture was fetched twice
 * on a phone, the copy for 980 pixels and then the one its `<img>` chose. A head without that tag (a test's shell)
 * takes them before its title.
 */
export function placePreloads(rewriter: HTMLRewriter, links: string): HTMLRewriter {
  if (!links) return rewriter
  let placed = false
  const place = (insert: (content: string, options: { html: boolean }) => unknown) => {
    if (placed) return
    insert(links, { html: true })
    placed = true
  }
  return rewriter
    .on('head meta[name="viewport"]', { element: (element) => place(element.after.bind(element)) })
    .on('head title', { element: (element) => place(element.before.bind(element)) })
}
