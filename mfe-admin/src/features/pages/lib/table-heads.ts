/**
 * The editor's HTML with each table's leading rows of header cells moved from <tbody> into a <thead>, the way a
 * page written by hand (or stored through the API) has them: the editor keeps all rows in one list and writes them
 * into <tbody>. A table whose rows are all headers keeps them in <thead> and loses its empty <tbody>.
 */
export function withTableHeads(html: string): string {
  if (!html.includes('<table')) return html
  const template = document.createElement('template')
  template.innerHTML = html
  // Selectors rather than tBodies/rows: elements of a template's content are not always given the table interfaces.
  for (const table of template.content.querySelectorAll('table')) {
    const body = table.querySelector(':scope > tbody')
    if (!body || table.querySelector(':scope > thead')) continue
    const head = document.createElement('thead')
    for (const row of body.querySelectorAll(':scope > tr')) {
      const cells = row.querySelectorAll(':scope > th, :scope > td')
      if (cells.length === 0 || Array.from(cells).some((cell) => cell.tagName !== 'TH')) break
      head.append(row)
    }
    if (!head.hasChildNodes()) continue
    table.insertBefore(head, body)
    if (!body.hasChildNodes()) body.remove()
  }
  return template.innerHTML
}
