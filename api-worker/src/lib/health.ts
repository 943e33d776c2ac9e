import type { D1Database, R2Bucket } from '../env'

export interface DependencyCheck {
  ok: boolean
  latencyMs: number
}

async function timed(check: () => Promise<unknown>): Promise<DependencyCheck> {
  const started = Date.now()
  try {
    await check()
    return { ok: true, latencyMs: Date.now() - started }
  } catch (error) {
    console.error('health check failed', error)
    return { ok: false, latencyMs: Date.now() - started }
  }
}

export function checkDatabase(db: D1Database): Promise<DependencyCheck> {
  return timed(() => db.prepare('select 1').first())
}

export function checkMedia(bucket: R2Bucket): Promise<DependencyCheck> {
  return timed(() => bucket.list({ limit: 1 }))
}
