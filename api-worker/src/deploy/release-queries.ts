import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { remoteReleases } from '../db/schema'
import type { Db } from '../env'

export interface Release {
  id: number
  remote: string
  buildId: string
  live: boolean
  createdAt: string
  rolledBackAt: string | null
}

const columns = {
  id: remoteReleases.id,
  remote: remoteReleases.remote,
  buildId: remoteReleases.buildId,
  live: remoteReleases.live,
  createdAt: remoteReleases.createdAt,
  rolledBackAt: remoteReleases.rolledBackAt,
}

/** A release that can be live: published live and not rolled back. */
const standing = and(eq(remoteReleases.live, true), isNull(remoteReleases.rolledBackAt))

/** The id of `remote`'s live release: its newest standing one. */
const liveIdOf = (remote: string) =>
  sql`(select max(${remoteReleases.id}) from ${remoteReleases} where ${remoteReleases.remote} = ${remote} and ${standing})`

/** Every remote's live build, in one read: the build of each remote's newest standing release. */
export async function liveBuilds(db: Db): Promise<Map<string, string>> {
  // SQLite answers the bare columns of the row that holds max(id) within each group.
  const rows = await db
    .select({
      remote: remoteReleases.remote,
      buildId: remoteReleases.buildId,
      id: sql<number>`max(${remoteReleases.id})`,
    })
    .from(remoteReleases)
    .where(standing)
    .groupBy(remoteReleases.remote)
  return new Map(rows.map((row) => [row.remote, row.buildId]))
}

/**
 * Makes `buildId` the live build of `remote`, in one statement: a new release unless that build is already the live
 * one (then nothing changes, and null is answered). A preview (`live` false) is recorded and never becomes live.
 */
export async function recordRelease(
  db: Db,
  remote: string,
  buildId: string,
  live: boolean,
): Promise<Release | null> {
  const alreadyLive = sql`exists (select 1 from ${remoteReleases} where ${remoteReleases.id} = ${liveIdOf(remote)} and ${remoteReleases.buildId} = ${buildId})`
  const [row] = await db.all<Omit<Release, 'live'> & { live: number }>(
    sql`insert into ${remoteReleases} (remote, build_id, live)
        select ${remote}, ${buildId}, ${live ? 1 : 0} where ${live ? sql`not ${alreadyLive}` : sql`1`}
        returning id, remote, build_id as buildId, live, created_at as createdAt, rolled_back_at as rolledBackAt`,
  )
  return row ? { ...row, live: row.live === 1 } : null
}

/** Marks `remote`'s live release rolled back, in one statement, so the one before it is live; null when none is. */
export async function rollBackRelease(db: Db, remote: string): Promise<Release | null> {
  const [row] = await db
    .update(remoteReleases)
    .set({ rolledBackAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(eq(remoteReleases.id, liveIdOf(remote)))
    .returning(columns)
  return row ?? null
}

/** `remote`'s releases, newest first, at most `limit`. */
export function releaseHistory(db: Db, remote: string, limit = 50): Promise<Release[]> {
  return db
    .select(columns)
    .from(remoteReleases)
    .where(eq(remoteReleases.remote, remote))
    .orderBy(desc(remoteReleases.id))
    .limit(limit)
}
