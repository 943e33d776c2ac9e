import { drizzle } from 'drizzle-orm/d1'
import { createMiddleware } from 'hono/factory'
import * as schema from '../db/schema'
import type { AppEnv, D1Database, Db } from '../env'

const clients = new WeakMap<D1Database, Db>()

/** Puts a drizzle client on `c.var.db`, built once per D1 binding rather than once per request. */
export const database = () =>
  createMiddleware<AppEnv>(async function database(c, next) {
    let db = clients.get(c.env.DB)
    if (!db) {
      db = drizzle(c.env.DB, { schema })
      clients.set(c.env.DB, db)
    }
    c.set('db', db)
    await next()
  })
