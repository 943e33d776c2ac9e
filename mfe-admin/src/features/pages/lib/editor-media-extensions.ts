import { isSafeImageUrl } from '@shop/domain'
import Image from '@tiptap/extension-image'
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'

/** The sanitiser keeps width/height only as whole numbers (up to 4 digits); anything else is not read. */
const WHOLE_NUMBER = /^\d{1,4}$/
const HEADER_SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup'])

/** An attribute read from the HTML and written back as it is, when `accept` allows its value. */
function keptAttribute(name: string, accept: (value: string) => boolean) {
  return {
    default: null,
    parseHTML: (element: HTMLElement) => {
      const value = element.getAttribute(name)?.trim()
      return value && accept(value) ? value : null
    },
    renderHTML: (attributes: Record<string, unknown>) =>
      attributes[name] ? { [name]: String(attributes[name]) } : {},
  }
}

/** An attribute the extension defines but a page cannot hold (no inline styles): never read, never written. */
const unused = { default: null, parseHTML: () => null, renderHTML: () => ({}) }

/**
 * Images as the page allows them: a block <img> with src, alt, width and height only (no title, no resizing
 * handles, no data: addresses, no `![alt](src)` shortcut that would make one without alt text). A source the
 * sanitiser would refuse is not read at all.
 */
export const PageImage = Image.extend({
  addAttributes() {
    return {
      src: keptAttribute('src', isSafeImageUrl),
      alt: { default: null },
      width: keptAttribute('width', (value) => WHOLE_NUMBER.test(value)),
      height: keptAttribute('height', (value) => WHOLE_NUMBER.test(value)),
    }
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isSafeImageUrl(element.getAttribute('src') ?? '') ? null : false),
      },
    ]
  },
  addInputRules() {
    return []
  },
}).configure({ inline: false, allowBase64: false, resize: false })

/**
 * Tables without what the sanitiser strips: the stock table writes `style="min-width…"` and a <colgroup> of
 * styled <col>s, and its cells `colwidth` and a `text-align` style. Here the table is just <table><tbody>…, cells
 * keep colspan/rowspan (and a header's scope), and no column resizing. Header rows go into <thead> after
 * serialising (see table-heads.ts): a ProseMirror node has one content hole, so the table cannot split its rows.
 */
const PageTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', HTMLAttributes, ['tbody', 0]]
  },
}).configure({ resizable: false, renderWrapper: false, allowTableNodeSelection: false })

const cellAttributes = { colwidth: unused, align: unused }

const PageTableHeader = TableHeader.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      ...cellAttributes,
      scope: keptAttribute('scope', (value) => HEADER_SCOPES.has(value)),
    }
  },
})

const PageTableCell = TableCell.extend({
  addAttributes() {
    return { ...this.parent?.(), ...cellAttributes }
  },
})

export const pageTableExtensions = [PageTable, TableRow, PageTableHeader, PageTableCell]
