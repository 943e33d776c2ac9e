import type { Bindings, Db } from '../env'
import { clientOf, replicaClientOf } from '../lib/database'
import { cacheGenerationOf } from './generation'

/**
 * A site-wide read that every page makes (the settings, the live remote builds), kept in this isolate for as long as
 * the visitor cache's generation stands. Staff writes and releases move it, so the value is as fresh as the edge's
 * answers: at once in the isolate that wrote, within GENERATION_MEMO_MS in the others. Read, as the edge cache reads,
 * from a replica holding the generation's bookmark. With EDGE_CACHE off every call reads D1; a failed read is not
 * kept.
 */
export function memoByGeneration<T>(read: (db: Db) => Promise<T>): (env: Bindings) => Promise<T> {
  let memo: { generation: number; value: Promise<T> } | null = null
  return async (env) => {
    if (env.EDGE_CACHE === 'off') return read(clientOf(env.DB))
    const generation = await cacheGenerationOf(env.DB)
    if (memo?.generation === generation.value) return memo.value
    const entry = { generation: generation.value, value: read(replicaClientOf(env.DB, generation.bookmark)) }
    memo = entry
    entry.value.catch(() => {
      if (memo === entry) memo = null
    })
    return entry.value
  }
}
