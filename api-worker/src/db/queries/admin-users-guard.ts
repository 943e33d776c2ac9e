import type { Role, UserChangeProblem } from '@shop/domain'
import { and, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { sessions, users } from '../schema'

export type UserProblem = UserChangeProblem | 'not_found' | 'forbidden' | 'changed' | 'email_taken'
export type UserOutcome = { ok: true } | { ok: false; problem: UserProblem }

export const refused = (problem: UserProblem): UserOutcome => ({ ok: false, problem })
export const done: UserOutcome = { ok: true }

/** A write judged on fresh state is tried this often: a user changed by someone else in between is read again. */
export const WRITE_ATTEMPTS = 2

/** What an admin write to a user reads first and then pins its statements to. */
export interface UserTarget {
  id: string
  name: string
  email: string
  phone: string | null
  role: Role
  isActive: boolean
  updatedAt: string
}

export interface UserWriteState {
  /** The user as stored; undefined when there is none or it was deleted. */
  target: UserTarget | undefined
  /** Active admins other than the target. */
  otherActiveAdmins: number
  /** Whether the caller is still an active admin (a parallel call may have taken the role meanwhile). */
  actorIsAdmin: boolean
}

const targetColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isActive: users.isActive,
  updatedAt: users.updatedAt,
}

const activeAdmin = () => and(eq(users.role, 'admin'), eq(users.isActive, true), isNull(users.deletedAt))

/** The target, the other active admins and the caller's standing, read together. */
export async function readWriteState(db: Db, actorId: string, id: string): Promise<UserWriteState> {
  const [targets, [others], actors] = await db.batch([
    db
      .select(targetColumns)
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1),
    db
      .select({ total: count() })
      .from(users)
      .where(and(activeAdmin(), ne(users.id, id))),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, actorId), activeAdmin()))
      .limit(1),
  ])
  return { target: targets[0], otherActiveAdmins: others?.total ?? 0, actorIsAdmin: actors.length === 1 }
}

/**
 * The condition every statement of a user write carries (a batch is atomic, not conditional): the target is still
 * as it was read (same role, active flag and last change, not deleted) and the caller is still an active admin.
 * When the write takes an active admin's role away, another active admin must remain, counted at the moment the
 * write runs: D1 runs one batch at a time, so of two parallel demotions of the last two admins the second finds
 * no other admin and changes nothing.
 */
export function unchangedTarget(actorId: string, target: UserTarget, takesAdminRole: boolean): SQL {
  const conditions = [
    eq(users.id, target.id),
    isNull(users.deletedAt),
    eq(users.role, target.role),
    eq(users.isActive, target.isActive),
    eq(users.updatedAt, target.updatedAt),
    sql`exists (select 1 from ${users} where ${users.id} = ${actorId} and ${activeAdmin()})`,
  ]
  if (takesAdminRole) {
    conditions.push(
      sql`(select count(*) from ${users} where ${activeAdmin()} and ${users.id} <> ${target.id}) >= 1`,
    )
  }
  return and(...conditions) as SQL
}

/** The same condition for a statement on another table, in the same batch before the user's row changes. */
export function whileUnchanged(condition: SQL): SQL {
  return sql`exists (select 1 from ${users} where ${condition})`
}

/**
 * The `updated_at` a write stamps: now, but always later than what was read, so a second write pinned to the old
 * value can never match the new one.
 */
export function nextStamp(previous: string, now: Date = new Date()): string {
  const after = Date.parse(previous) + 1
  return new Date(Number.isNaN(after) ? now.getTime() : Math.max(now.getTime(), after)).toISOString()
}

/** Ends every open session of the user (but `keep`), in the write's batch and only while its condition holds. */
export function revokeSessions(db: Db, userId: string, condition: SQL, at: string, keep?: string) {
  return db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
        whileUnchanged(condition),
      ),
    )
}
