import { staffRoutes } from '../../access/policy'
import { catalogueCsvStream, exportFileName } from '../../lib/csv/catalogue-export'

/** Catalogue CSV export and import (staff: admins and moderators). */
export const catalogueAdmin = staffRoutes().get('/export', (c) =>
  c.body(catalogueCsvStream(c.var.db), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${exportFileName()}"`,
    'Cache-Control': 'no-store',
  }),
)
