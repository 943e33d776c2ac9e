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

const replicaClients = new WeakMap<D1Database, { bookmark: string; db: Db }>()

/**
 * A drizzle client reading from whichever D1 replica is near and at least as new as `bookmark` (D1 read replication,
 * Sessions API), for visitor reads only: a session is read-your-writes only from its bookmark on. One client per
 * bookmark and binding; the bookmark changes when the isolate reads the cache generation again (every 2 s at most).
 * Without a bookmark it reads the primary.
 */
export function replicaClientOf(d1: D1Database, bookmark: string | null): Db {
  const constraint = bookmark ?? 'first-primary'
  const known = replicaClients.get(d1)
  if (known?.bookmark === constraint) return known.db
  // drizzle only prepares and batches, which a session does as the database does.
  const db = drizzle(d1.withSession(constraint) as unknown as D1Database, { schema })
  replicaClients.set(d1, { bookmark: constraint, db })
  return db
}

/** Puts the drizzle client on `c.var.db`. */
export const database = () =>
  createMiddleware<AppEnv>(async function database(c, next) {
    c.set('db', clientOf(c.env.DB))
    await next()
  })
