import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn, type CsvRowError, normalizeSku } from '@shop/domain'
import type { MessageLanguage } from '@shop/domain/messages/index'
import type { ApiMessageKey } from '../messages'
import { message } from '../messages'
import {
  type CatalogueCells,
  flagCell,
  listCell,
  namesCell,
  pathCell,
  specificationsCell,
} from './catalogue-cells'
import { unguardFormula } from './formula'
import type { CsvTable } from './read-csv'

/** One data row read into the shape `productInputSchema` takes, with what the schema cannot see. */
export interface RowDraft {
  line: number
  /** The SKU as stored (upper case), for finding the product it updates; '' when blank. */
  sku: string
  input: Record<string, unknown>
  categoryPath: string[]
  categoryNamesTr: string[]
  categoryNamesEn: string[]
  /** Cells that could not be read at all (a flag that is not one, specifications that are not JSON). */
  errors: CsvRowError[]
}

export type RowErrorMaker = (
  line: number,
  field: string,
  key: ApiMessageKey,
  params?: Record<string, string | number>,
) => CsvRowError

/** Row errors are part of a success body, so they are worded here, in the caller's language. */
export function rowErrorMaker(language: MessageLanguage): RowErrorMaker {
  return (line, field, key, params = {}) => ({ line, field, message: message(key, params, language) })
}

const NONE = '—'

/**
 * The header must name every column once and nothing else (in any order, any case); otherwise one error at the
 * header's line, naming what is missing and what is extra.
 */
function headerIndex(
  header: string[],
  line: number,
  rowError: RowErrorMaker,
): Map<CatalogueCsvColumn, number> | CsvRowError {
  const names = header.map((name) => name.trim().toLowerCase())
  const known = new Set<string>(CATALOGUE_CSV_COLUMNS)
  const index = new Map<CatalogueCsvColumn, number>()
  const extra: string[] = []
  names.forEach((name, position) => {
    if (known.has(name) && !index.has(name as CatalogueCsvColumn)) {
      index.set(name as CatalogueCsvColumn, position)
    } else extra.push(name || `#${position + 1}`)
  })
  const missing = CATALOGUE_CSV_COLUMNS.filter((column) => !index.has(column))
  if (missing.length === 0 && extra.length === 0) return index
  return rowError(line, 'header', 'admin.csv.header_invalid', {
    missing: missing.join(', ') || NONE,
    unknown: extra.join(', ') || NONE,
  })
}

/**
 * Number cells must be plain numbers: the form's input filter (which drops every other character, so `-3` would
 * become 3) suits typing, not a file, where a stray sign or thousands mark is a mistake to report.
 */
const NUMBER_CELLS = [
  ['price', /^\d+([.,]\d+)?$/, 'admin.product.price_invalid'],
  ['discount_price', /^\d+([.,]\d+)?$/, 'admin.product.discount_invalid'],
  ['stock', /^\d+$/, 'admin.product.stock_invalid'],
] as const

function draftOf(line: number, cells: CatalogueCells, rowError: RowErrorMaker): RowDraft {
  const errors: CsvRowError[] = []
  for (const [column, pattern, key] of NUMBER_CELLS) {
    const value = cells[column].trim()
    if (value !== '' && !pattern.test(value)) errors.push(rowError(line, column, key))
  }
  const flag = (column: 'is_active' | 'is_featured', fallback: boolean) => {
    const value = flagCell(cells[column], fallback)
    if (value === undefined) errors.push(rowError(line, column, 'admin.csv.boolean_invalid'))
    return value ?? fallback
  }
  const specifications = specificationsCell(cells.specifications)
  if (!specifications) errors.push(rowError(line, 'specifications', 'admin.csv.specifications_invalid'))
  const categoryPath = pathCell(cells.category_path)
  return {
    line,
    sku: normalizeSku(cells.sku),
    input: {
      sku: cells.sku,
      slug: cells.slug.trim() || undefined,
      name: { tr: cells.name_tr, en: cells.name_en },
      description: { tr: cells.description_tr, en: cells.description_en },
      // The category is resolved from its path afterwards; the schema only needs to see whether there is one.
      category: categoryPath.length ? '-' : '',
      price: cells.price,
      discountPrice: cells.discount_price,
      stock: cells.stock,
      images: listCell(cells.images),
      videos: listCell(cells.videos),
      specifications: specifications ?? [],
      isActive: flag('is_active', true),
      isFeatured: flag('is_featured', false),
    },
    categoryPath,
    categoryNamesTr: namesCell(cells.category_names_tr),
    categoryNamesEn: namesCell(cells.category_names_en),
    errors,
  }
}

/** The data rows of a catalogue CSV as drafts, or the errors that stop reading it (a bad header, unreadable rows). */
export function catalogueDrafts(
  table: CsvTable,
  rowError: RowErrorMaker,
): { drafts: RowDraft[]; errors: CsvRowError[] } {
  if (!table.header) return { drafts: [], errors: [rowError(1, 'header', 'admin.csv.header_missing')] }
  const index = headerIndex(table.header.cells, table.header.line, rowError)
  if (!(index instanceof Map)) return { drafts: [], errors: [index] }
  const drafts: RowDraft[] = []
  const errors: CsvRowError[] = []
  const width = table.header.cells.length
  for (const record of table.records) {
    if (record.unreadable) errors.push(rowError(record.line, 'row', 'admin.csv.unreadable_row'))
    else if (record.cells.length !== width) {
      errors.push(
        rowError(record.line, 'row', 'admin.csv.column_count', {
          expected: width,
          actual: record.cells.length,
        }),
      )
    } else {
      const cells = Object.fromEntries(
        CATALOGUE_CSV_COLUMNS.map((column) => [
          column,
          unguardFormula(record.cells[index.get(column) ?? 0] ?? ''),
        ]),
      ) as CatalogueCells
      drafts.push(draftOf(record.line, cells, rowError))
    }
  }
  return { drafts, errors }
}
