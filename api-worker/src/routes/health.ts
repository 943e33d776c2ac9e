import { publicRoutes } from '../access/policy'
import { checkDatabase, checkMedia } from '../lib/health'
import { ok } from '../lib/response'

export const health = publicRoutes()
  .get('/health', async (c) => {
    const [database, media] = await Promise.all([checkDatabase(c.env.DB), checkMedia(c.env.MEDIA)])
    const healthy = database.ok && media.ok
    const data = {
      status: healthy ? ('ok' as const) : ('degraded' as const),
      database,
      media,
      time: new Date().toISOString(),
    }
    c.header('Cache-Control', 'no-store')
    return healthy ? ok(c, data) : ok(c, data, undefined, 503)
  })
  // A constant answer without storage: the ceiling that API benchmarks are read against.
  .get('/ping', (c) => ok(c, { pong: true }))
