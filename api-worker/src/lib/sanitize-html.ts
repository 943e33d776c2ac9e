import {
  isSafeImageUrl,
  isSafeLinkUrl,
  PAGE_HTML_DROPPED_WITH_CONTENT,
  PAGE_HTML_TAGS,
  PAGE_LINK_REL,
  PAGE_LINK_TARGET,
} from '@shop/domain'
// The default export: the package's named exports are not found when workerd loads its CommonJS build, and its
// typings give that export only the function's type, though the class hangs on it too.
import xss, { type FilterXSS } from 'xss'
import { decodeAttributeValue, escapeAttributeValue } from './sanitize-html-entities'

const { FilterXSS: Filter } = xss as unknown as { FilterXSS: typeof FilterXSS }

const allowList: Record<string, string[]> = Object.fromEntries(
  Object.entries(PAGE_HTML_TAGS).map(([tag, attributes]) => [tag, [...attributes]]),
)
const droppedWithContent = new Set<string>(PAGE_HTML_DROPPED_WITH_CONTENT)

/** Headings outside the page's range become the nearest one it has (the page title is the page's one h1). */
const RENAMED: ReadonlyMap<string, string> = new Map([
  ['h1', 'h2'],
  ['h5', 'h4'],
  ['h6', 'h4'],
])

const WHOLE_NUMBER = /^\d{1,4}$/
const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup'])

/**
 * The attribute as written out, or '' to drop it. Values are decoded the way a browser decodes them, checked, and
 * written back fully escaped, so what the browser reads is exactly what was checked (an `&#x09;` hiding
 * `javascript:` is seen here too).
 */
function attribute(tag: string, name: string, raw: string): string {
  // Own keys only: a tag named `constructor` must not find Object's.
  if (!Object.hasOwn(PAGE_HTML_TAGS, tag) || !PAGE_HTML_TAGS[tag]?.includes(name)) return ''
  const value = decodeAttributeValue(raw)
  const written = `${name}="${escapeAttributeValue(value)}"`
  switch (name) {
    case 'href':
      return isSafeLinkUrl(value) ? written : ''
    case 'src':
      return isSafeImageUrl(value) ? written : ''
    case 'target':
      return value === PAGE_LINK_TARGET ? `${written} rel="${PAGE_LINK_REL}"` : ''
    case 'width':
    case 'height':
    case 'colspan':
    case 'rowspan':
      return WHOLE_NUMBER.test(value) ? written : ''
    case 'scope':
      return SCOPES.has(value) ? written : ''
    default:
      return written
  }
}

/**
 * A slash right after a tag name (`<img/src=x/onerror=…>`): a browser reads the attributes that follow, js-xss would
 * read one long unknown name and drop the tag. With a space there both read the same attributes, then filtered.
 */
const SLASH_AFTER_NAME = /<([a-zA-Z][a-zA-Z0-9-]*)\/(?!>)/g

/** The element name a browser would read from what js-xss takes as the tag (`script/x` is a script). */
const elementName = (tag: string) => /^[a-z][a-z0-9-]*/.exec(tag)?.[0] ?? tag

/**
 * Content page HTML made safe to store and render (js-xss, which needs no DOM and runs in Workers): only the tags
 * and attributes of PAGE_HTML_TAGS are kept, rebuilt from scratch (h1 becomes h2, h5 and h6 become h4); links only
 * to http(s), mailto, tel or relative addresses, images only from http(s) or /media/; comments, event handlers and
 * `style` are dropped; scripts, styles, frames, plug-ins and SVG/MathML go with their content (to the end when never
 * closed); any other tag is dropped and its text kept. Text keeps its entities, with `<` and `>` escaped. Running it
 * on its own output changes nothing.
 */
export function sanitizeHtml(html: string): string {
  // Output offsets where a dropped element began and ended (nested ones count towards the outermost).
  const ranges: [number, number][] = []
  let depth = 0
  let start = 0
  const filter = new Filter({
    whiteList: allowList,
    allowCommentTag: false,
    css: false,
    onTag: (tag, _html, info) => {
      const renamed = RENAMED.get(tag)
      if (renamed) return info.isClosing ? `</${renamed}>` : `<${renamed}>`
      return undefined
    },
    onTagAttr: (tag, name, value) => attribute(tag, name, value),
    onIgnoreTag: (tag, _html, info) => {
      if (!droppedWithContent.has(elementName(tag))) return ''
      // js-xss always passes the output offset; its typings leave it optional.
      const at = info.position ?? 0
      if (!info.isClosing) {
        if (depth === 0) start = at
        depth += 1
      } else if (depth > 0) {
        depth -= 1
        if (depth === 0) ranges.push([start, at])
      }
      return ''
    },
  })
  const filtered = filter.process(html.replace(SLASH_AFTER_NAME, '<$1 /'))
  if (depth > 0) ranges.push([start, filtered.length])
  let kept = ''
  let from = 0
  for (const [begin, end] of ranges) {
    kept += filtered.slice(from, begin)
    from = end
  }
  return kept + filtered.slice(from)
}
