/** Text made safe inside an HTML attribute value or element text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Text made safe inside an XML element (the sitemap). */
export const escapeXml = escapeHtml

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become \u escapes (still the same JSON
 * string), so no value can close the script element or open a comment; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}

/** The readable text of stored HTML (a description or a content page), whitespace collapsed, cut to `max` chars. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim()
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}
