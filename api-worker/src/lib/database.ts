import { drizzle } from 'drizzle-orm/d1'
import { createMiddleware } from 'hono/factory'
import * as schema from '../db/schema'
import type { AppEnv, D1Database, Db } from '../env'

const clients = new WeakMap<D1Database, Db>()

/** The drizzle client of a D1 binding, built once per binding rather than once per request. */
export function clientOf(d1: D1Database): Db {
  let db = clients.get(d1)
  if (!db) {
    db = drizzle(d1, { schema })
    clients.set(d1, db)
  }
  return db
}

/** Puts the drizzle client on `c.var.db`. */
export const database = () =>
  createMiddleware<AppEnv>(async function database(c, next) {
    c.set('db', clientOf(c.env.DB))
    await next()
  })
