import Papa from 'papaparse'
import { guardFormula } from './formula'

/** The byte order mark that makes Excel read the file as UTF-8 (Turkish letters) instead of the local code page. */
export const UTF8_BOM = '\ufeff'

/**
 * Records as CSV text, each ending with CRLF (what spreadsheets write): quoted where a cell holds a comma, a quote
 * or a line break, and guarded against formula injection.
 */
export function csvRecords(records: readonly (readonly string[])[]): string {
  if (records.length === 0) return ''
  const guarded = records.map((cells) => cells.map(guardFormula))
  return `${Papa.unparse(guarded, { newline: '\r\n', quotes: false })}\r\n`
}
