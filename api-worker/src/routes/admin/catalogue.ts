import type { CatalogueImportReport } from '@shop/domain'
import { z } from 'zod'
import { staffRoutes } from '../../access/policy'
import { catalogueCsvStream, exportFileName } from '../../lib/csv/catalogue-export'
import { importCatalogue } from '../../lib/csv/catalogue-import'
import { csvFromRequest, importBodyLimit } from '../../lib/csv/request-csv'
import { releaseUnusedMedia } from '../../lib/media-usage'
import { message } from '../../lib/messages'
import { ok } from '../../lib/response'
import { validate } from '../../lib/validate'

/** Without `dryRun=false` an import only checks: writing the catalogue has to be asked for. */
const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
})

/** Catalogue CSV export and import (staff: admins and moderators). */
export const catalogueAdmin = staffRoutes()
  .get('/export', (c) =>
    c.body(catalogueCsvStream(c.var.db), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'no-store',
    }),
  )
  .post('/import', importBodyLimit(), validate('query', importQuery), async (c) => {
    const { dryRun } = c.req.valid('query')
    const text = await csvFromRequest(c)
    const { report, droppedMedia } = await importCatalogue(c.var.db, text, {
      dryRun,
      language: c.var.lang,
      actorId: c.var.user.id,
    })
    if (!dryRun && report.errors.length) {
      // The failure envelope carries the whole report, so the screen can list every row error of the refused file.
      const refused: { success: false; message: string; data: CatalogueImportReport } = {
        success: false,
        message: message('admin.csv.import_refused', { count: report.errors.length }, c.var.lang),
        data: report,
      }
      return c.json(refused, 422)
    }
    if (droppedMedia.length) {
      // The catalogue is written by now: a media clean-up that fails leaves orphans, not a failed import.
      await releaseUnusedMedia(c.var.db, c.env.MEDIA, droppedMedia).catch((error: unknown) => {
        console.error(`[${c.get('requestId') ?? '-'}] releasing media after a catalogue import`, error)
      })
    }
    return ok(c, report)
  })
