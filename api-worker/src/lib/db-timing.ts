import type { Context } from 'hono'
import { wrapTime } from 'hono/timing'

/**
 * Times a storage call into the Server-Timing header as `db;dur=…`, beside the middleware's `total`. In Workers the
 * clock moves only across I/O, so this is the time spent waiting for D1, which is what it should say.
 */
export function timedDb<T>(c: Context, work: Promise<T>): Promise<T> {
  return wrapTime(c, 'db', work)
}
