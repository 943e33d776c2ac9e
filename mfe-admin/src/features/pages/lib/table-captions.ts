/**
 * Stored HTML made ready for the editor: a table's <caption> (allowed by the sanitiser, but the table extension has
 * no node for it) becomes a paragraph just above the table. Left in place, the parser would turn it into a
 * one-cell first row, which moves the header row down and out of <thead>.
 */
export function withCaptionsAbove(html: string): string {
  if (!html.includes('<caption')) return html
  const template = document.createElement('template')
  template.innerHTML = html
  for (const caption of template.content.querySelectorAll('table > caption')) {
    const table = caption.parentElement
    const paragraph = document.createElement('p')
    paragraph.append(...Array.from(caption.childNodes))
    table?.before(paragraph)
    caption.remove()
  }
  return template.innerHTML
}
