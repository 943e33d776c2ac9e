import { and, eq, gt, isNull, lt, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../../env'
import { sessions, users } from '../schema'
import { type PublicUserRow, publicUserColumns } from './users'

export async function createSession(db: Db, session: { id: string; userId: string; expiresAt: Date }) {
  await db
    .insert(sessions)
    .values({ id: session.id, userId: session.userId, expiresAt: session.expiresAt.toISOString() })
}

/**
 * A session is open while it is the user's, not revoked, not expired, and its account is active: the one rule for the
 * guard's read below and for a write that proves the session inside its own batch (the order batch).
 */
export function openSessionCondition(
  sessionId: string | Placeholder,
  userId: string | Placeholder,
  nowIso: string | Placeholder,
): SQL {
  return and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, nowIso),
    eq(users.isActive, true),
  ) as SQL
}

/** The query behind `findSessionUser`, unexecuted, for a batch that reads more beside it. */
export function sessionUserQuery(db: Db, sessionId: string, userId: string, now: Date = new Date()) {
  return db
    .select(publicUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(openSessionCondition(sessionId, userId, now.toISOString()))
    .limit(1)
}

/**
 * The user behind a session that is still open (not revoked, not expired) and whose account is active; undefined
 * otherwise. Read on every authenticated request, so logout and deactivation take effect at once.
 */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
  now: Date = new Date(),
): Promise<PublicUserRow | undefined> {
  const [row] = await sessionUserQuery(db, sessionId, userId, now)
  return row
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/**
 * Moves an open session's end to `expiresAt` when it is due to end before `renewBefore` and began after
 * `startedAfter`; true when it moved. One conditional write: a session revoked, young, or too old is left as it is.
 */
export async function extendSession(
  db: Db,
  session: { id: string; userId: string },
  window: { expiresAt: Date; renewBefore: Date; startedAfter: Date; now: Date },
): Promise<boolean> {
  const result = await db
    .update(sessions)
    .set({ expiresAt: window.expiresAt.toISOString() })
    .where(
      and(
        eq(sessions.id, session.id),
        eq(sessions.userId, session.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, window.now.toISOString()),
        lt(sessions.expiresAt, window.renewBefore.toISOString()),
        gt(sessions.createdAt, window.startedAfter.toISOString()),
      ),
    )
  return result.meta.changes === 1
}
