/**
 * CSV formula injection (OWASP): a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as
 * a formula, so an exported text like `=HYPERLINK(...)` typed into a product name would run on the admin's machine.
 * Such a cell is written with a leading apostrophe, which spreadsheets show as text and import takes off again.
 * A text that itself starts with apostrophes before such a character gets one more, so the round trip is exact.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/
const GUARDED = /^'+[=+\-@\t\r]/

export function guardFormula(cell: string): string {
  return NEEDS_GUARD.test(cell) ? `'${cell}` : cell
}

export function unguardFormula(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell
}
