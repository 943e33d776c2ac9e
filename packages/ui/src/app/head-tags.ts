/**
 * Small writers for tags in the document head. Each keeps one tag per name, updates it in place and removes it when
 * the value is empty, so a setting the admin clears disappears from the page instead of lingering.
 */

function upsert<T extends HTMLElement>(
  selector: string,
  create: () => T,
  value: string,
  write: (el: T) => void,
) {
  const existing = document.head.querySelector<T>(selector)
  if (!value) {
    existing?.remove()
    return
  }
  const element = existing ?? create()
  write(element)
  if (!existing) document.head.append(element)
}

/** `<meta name="…" content="…">` (description, keywords). */
export function setMetaName(name: string, content: string) {
  upsert(
    `meta[name="${name}"]`,
    () => Object.assign(document.createElement('meta'), { name }),
    content,
    (meta) => {
      meta.content = content
    },
  )
}

/** `<meta property="og:…" content="…">` (Open Graph uses `property`, not `name`). */
export function setMetaProperty(property: string, content: string) {
  upsert(
    `meta[property="${property}"]`,
    () => {
      const meta = document.createElement('meta')
      meta.setAttribute('property', property)
      return meta
    },
    content,
    (meta) => {
      meta.content = content
    },
  )
}

/** `<link rel="…" href="…">` (the favicon). */
export function setLink(rel: string, href: string) {
  upsert(
    `link[rel="${rel}"]`,
    () => Object.assign(document.createElement('link'), { rel }),
    href,
    (link) => {
      link.href = href
    },
  )
}

/** An absolute address for a media path: Open Graph readers need one. */
export function absoluteUrl(path: string): string {
  return path ? new URL(path, document.baseURI).href : ''
}
