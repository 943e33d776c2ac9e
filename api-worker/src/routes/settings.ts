import { toPublicSettings } from '@shop/domain'
import { cachedPublicRoutes } from '../access/policy'
import { readSettings } from '../db/queries/settings'
import { ok } from '../lib/response'

export const settings = cachedPublicRoutes().get('/public', async (c) => {
  const stored = await readSettings(c.var.db)
  return ok(c, { settings: toPublicSettings(stored) })
})
