import { isSafeImageUrl, isSafeLinkUrl, PAGE_HTML_TAGS, PAGE_LINK_REL, PAGE_LINK_TARGET } from '@shop/domain'
import DOMPurify from 'dompurify'

const ALLOWED_TAGS = Object.keys(PAGE_HTML_TAGS)
const ALLOWED_ATTR = [...new Set(Object.values(PAGE_HTML_TAGS).flat())]

// The URL rules of the API's sanitiser (@shop/domain), and a link that opens a new tab cannot reach back here.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  const href = node.getAttribute('href')
  if (href !== null && !isSafeLinkUrl(href)) node.removeAttribute('href')
  const src = node.getAttribute('src')
  if (src !== null && !isSafeImageUrl(src)) node.removeAttribute('src')
  if (node.hasAttribute('target')) {
    if (node.getAttribute('target') === PAGE_LINK_TARGET) node.setAttribute('rel', PAGE_LINK_REL)
    else node.removeAttribute('target')
  }
})

/**
 * Page HTML made safe to render, with the same allow-list as the API's sanitiser (PAGE_HTML_TAGS): the API already
 * cleaned it on write; this keeps the page safe whatever the API answers. Checked in a real browser by
 * e2e/storefront.spec.ts.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR })
}
