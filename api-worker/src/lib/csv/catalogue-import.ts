import { type CatalogueImportReport, MAX_IMPORT_ROWS } from '@shop/domain'
import type { MessageLanguage } from '@shop/domain/messages/index'
import { HTTPException } from 'hono/http-exception'
import { applyImport, loadImportState } from '../../db/queries/catalogue-import'
import type { Db } from '../../env'
import { message } from '../messages'
import { type ImportPlan, planImport } from './catalogue-plan'
import { catalogueDrafts, rowErrorMaker } from './catalogue-rows'
import { readCsv } from './read-csv'

export interface ImportOutcome {
  report: CatalogueImportReport
  /** Media paths the written products no longer use (their old images and videos), to release. */
  droppedMedia: string[]
}

function droppedMedia(plan: ImportPlan): string[] {
  return plan.products.flatMap(({ existing, input }) => {
    if (!existing) return []
    const kept = new Set([...input.images, ...input.videos])
    return [...existing.images, ...existing.videos].filter((path) => !kept.has(path))
  })
}

/**
 * Checks a catalogue CSV row by row and, unless it is a dry run or any row has an error, writes it in one batch.
 * The report's row errors are worded in `language` (they travel in a success body, not through the error handler).
 */
export async function importCatalogue(
  db: Db,
  text: string,
  options: { dryRun: boolean; language: MessageLanguage; actorId: string },
): Promise<ImportOutcome> {
  const table = readCsv(text, MAX_IMPORT_ROWS)
  if (table.tooMany) {
    throw new HTTPException(413, { message: message('admin.csv.too_many_rows', { max: MAX_IMPORT_ROWS }) })
  }
  const rowError = rowErrorMaker(options.language)
  const read = catalogueDrafts(table, rowError)
  const rows = table.records.length
  const empty = { dryRun: options.dryRun, rows, created: 0, updated: 0 }
  if (!read.drafts.length && read.errors.length)
    return { report: { ...empty, errors: read.errors }, droppedMedia: [] }

  const skus = [...new Set(read.drafts.map((draft) => draft.sku).filter(Boolean))]
  const plan = planImport(read.drafts, await loadImportState(db, skus), rowError)
  const errors = [...read.errors, ...plan.errors].sort((a, b) => a.line - b.line)
  if (errors.length) return { report: { ...empty, errors }, droppedMedia: [] }

  const updated = plan.products.filter((product) => product.existing).length
  const report = { ...empty, created: plan.products.length - updated, updated, errors }
  if (options.dryRun) return { report, droppedMedia: [] }
  await applyImport(db, plan, options.actorId, { rows, created: report.created, updated })
  return { report, droppedMedia: droppedMedia(plan) }
}
