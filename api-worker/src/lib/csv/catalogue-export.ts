import { CATALOGUE_CSV_COLUMNS } from '@shop/domain'
import { categoryRefs, exportPage } from '../../db/queries/catalogue-export'
import type { Db } from '../../env'
import { exportRow } from './catalogue-cells'
import { categoryTrails } from './category-trails'
import { csvRecords, UTF8_BOM } from './write-csv'

/** Products read per step of the stream: a few MB of text at most, whatever the size of the catalogue. */
export const EXPORT_PAGE_SIZE = 500

/** `katalog-2025-04-30.csv`, dated in UTC. */
export function exportFileName(now: Date = new Date()): string {
  return `katalog-${now.toISOString().slice(0, 10)}.csv`
}

/**
 * The whole catalogue as a CSV stream: the BOM and the header first, then one page of products per pull, so memory
 * holds one page (not the catalogue) and the first bytes leave before the last product is read.
 */
export function catalogueCsvStream(db: Db): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let trails: ReturnType<typeof categoryTrails> | undefined
  let afterSku: string | null = null
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      trails = categoryTrails(await categoryRefs(db))
      controller.enqueue(encoder.encode(UTF8_BOM + csvRecords([[...CATALOGUE_CSV_COLUMNS]])))
    },
    async pull(controller) {
      const page = await exportPage(db, afterSku, EXPORT_PAGE_SIZE)
      const rows = page.map((product) =>
        exportRow(product, product.categoryId ? trails?.get(product.categoryId) : undefined),
      )
      if (rows.length) controller.enqueue(encoder.encode(csvRecords(rows)))
      afterSku = page.at(-1)?.sku ?? afterSku
      if (page.length < EXPORT_PAGE_SIZE) controller.close()
    },
  })
}
