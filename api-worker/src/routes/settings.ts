import { toPublicSettings } from '@shop/domain'
import { Hono } from 'hono'
import { readSettings } from '../db/queries/settings'
import type { AppEnv } from '../env'
import { ok } from '../lib/response'

export const settings = new Hono<AppEnv>().get('/public', async (c) => {
  const stored = await readSettings(c.var.db)
  return ok(c, { settings: toPublicSettings(stored) })
})
