import type { CatalogueImportReport, CsvRowError } from '@shop/domain'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function isRowError(value: unknown): value is CsvRowError {
  return (
    isRecord(value) &&
    typeof value.line === 'number' &&
    typeof value.field === 'string' &&
    typeof value.message === 'string'
  )
}

function asReport(value: unknown): CatalogueImportReport | null {
  if (!isRecord(value)) return null
  const { dryRun, rows, created, updated, errors } = value
  if (typeof dryRun !== 'boolean' || typeof rows !== 'number') return null
  if (typeof created !== 'number' || typeof updated !== 'number' || !Array.isArray(errors)) return null
  return { dryRun, rows, created, updated, errors: errors.filter(isRowError) }
}

/**
 * The report in an import answer: the envelope's `data` (success, or a refused apply answered with its report) or,
 * for a failure envelope, its `report` field. Null when the answer carries none (the file could not be read at all).
 */
export function readImportReport(body: unknown): CatalogueImportReport | null {
  if (!isRecord(body)) return null
  return asReport(body.data) ?? asReport(body.report)
}
