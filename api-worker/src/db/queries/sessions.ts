import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../env'
import { sessions, users } from '../schema'
import { type PublicUserRow, publicUserColumns } from './users'

export async function createSession(db: Db, session: { id: string; userId: string; expiresAt: Date }) {
  await db
    .insert(sessions)
    .values({ id: session.id, userId: session.userId, expiresAt: session.expiresAt.toISOString() })
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
  const [row] = await db
    .select(publicUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now.toISOString()),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
  return row
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}
