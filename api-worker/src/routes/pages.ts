import { PAGE_NOT_FOUND } from '@shop/domain'
import { Hono } from 'hono'
import { findPublishedPage, listPublishedPages } from '../db/queries/pages'
import type { AppEnv } from '../env'
import { notFound } from '../lib/errors'
import { ok } from '../lib/response'

export const pages = new Hono<AppEnv>()
  .get('/', async (c) => ok(c, { pages: await listPublishedPages(c.var.db) }))
  .get('/:slug', async (c) => {
    const page = await findPublishedPage(c.var.db, c.req.param('slug'))
    if (!page) throw notFound(PAGE_NOT_FOUND)
    return ok(c, { page })
  })
