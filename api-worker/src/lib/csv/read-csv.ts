import Papa from 'papaparse'

export interface CsvRecord {
  /** 1-based line of the file where the record starts (a quoted cell may run over several lines). */
  line: number
  cells: string[]
  /** Set when the parser could not read the record as written (an unclosed quote). */
  unreadable: boolean
}

export interface CsvTable {
  /** The first record, or null for a file without one. */
  header: { line: number; cells: string[] } | null
  /** The records after the header; blank lines are left out. */
  records: CsvRecord[]
  /** More than `maxRecords` records follow the header (reading stopped there). */
  tooMany: boolean
}

const LINE_BREAK = /\r\n|\n|\r/g

/**
 * The delimiter the header row uses: a comma, or the semicolon (or tab) a spreadsheet set to Turkish writes because
 * the comma is its decimal mark. Column names hold none of them; guessing from data rows instead could pick the `|`
 * of the media lists.
 */
function delimiterOf(text: string): string {
  const first = text.trimStart().split(/\r\n|\n|\r/, 1)[0] ?? ''
  if (first.includes(',')) return ','
  if (first.includes(';')) return ';'
  if (first.includes('\t')) return '\t'
  return ','
}

function lineBreaks(text: string, from: number, to: number): number {
  return text.slice(from, to).match(LINE_BREAK)?.length ?? 0
}

/**
 * Reads a CSV text record by record with its line number, which the import report names. The byte order mark a
 * spreadsheet writes is dropped; CRLF, LF and CR line endings are read alike (papaparse takes the first one it sees
 * as the file's). Papaparse's cursor says where each record ends; counting line breaks up to a record's start gives
 * its line, so a quoted cell with line breaks does not shift the lines of the records after it.
 */
export function readCsv(source: string, maxRecords: number): CsvTable {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source
  const table: CsvTable = { header: null, records: [], tooMany: false }
  let start = 0
  let line = 1
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step: (result, parser) => {
      const end = result.meta.cursor
      const cells = result.data
      const recordLine = line
      line += lineBreaks(text, start, end)
      start = end
      if (cells.every((cell) => cell.trim() === '')) return
      if (!table.header) {
        table.header = { line: recordLine, cells }
        return
      }
      if (table.records.length === maxRecords) {
        table.tooMany = true
        parser.abort()
        return
      }
      table.records.push({ line: recordLine, cells, unreadable: result.errors.length > 0 })
    },
  })
  return table
}
