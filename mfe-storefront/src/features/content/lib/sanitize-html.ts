import DOMPurify from 'dompurify'

// A link that opens a new tab must not be able to reach back to this page (window.opener).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer')
})

/**
 * Admin-written page HTML made safe to render: scripts, event handlers, javascript: links and unknown tags are
 * removed (DOMPurify's HTML profile). Checked in a real browser by e2e/storefront.spec.ts.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] })
}
