/**
 * What a content page's HTML may contain: each tag with the attributes it keeps. The API's sanitiser (on every
 * write) and the storefront's (before rendering) both read this one list; anything else is dropped, and scripts,
 * styles, frames, plug-ins and SVG/MathML go with their content. No `style`, no `class`, no event handler.
 */
export const PAGE_HTML_TAGS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href', 'title', 'target'],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  s: [],
  code: [],
  pre: [],
  blockquote: [],
  br: [],
  hr: [],
  img: ['src', 'alt', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
}

/** Elements removed together with everything inside them: code, styles, embedded documents and foreign markup. */
export const PAGE_HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'textarea',
  'title',
  'select',
] as const

/** The one value `target` may take; such a link is given `rel` so the new tab cannot reach back to the shop. */
export const PAGE_LINK_TARGET = '_blank'
export const PAGE_LINK_REL = 'noopener noreferrer'

/** An attribute value as a URL parser reads it: outer spaces and controls trimmed; null when controls remain inside. */
function urlText(value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being trimmed.
  const trimmed = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a tab or NUL inside a scheme hides `javascript:`.
  return /[\u0000-\u001f\u007f]/.test(trimmed) ? null : trimmed
}

/**
 * Whether a link target (an `href` as the browser decodes it, entities resolved) is allowed: http(s), mailto, tel,
 * or a relative address (no scheme at all: a colon before any `/`, `?` or `#` names one). `javascript:`, `data:`,
 * `vbscript:` and any other scheme are refused.
 */
export function isSafeLinkUrl(value: string): boolean {
  const url = urlText(value)
  if (url === null || url === '') return false
  if (/^(?:https?|mailto|tel):/i.test(url)) return true
  return !/^[^/?#]*:/.test(url)
}

/** Whether an image source is allowed: an http(s) address or a path of the shop's own uploads under /media/. */
export function isSafeImageUrl(value: string): boolean {
  const url = urlText(value)
  if (url === null) return false
  return /^https?:\/\/[^\s]/i.test(url) || /^\/media\/[^\s]/.test(url)
}
