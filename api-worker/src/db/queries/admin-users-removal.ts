import { userChangeProblem } from '@shop/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../env'
import { auditStatement } from '../../lib/audit'
import { addresses, users, wishlistItems } from '../schema'
import {
  done,
  nextStamp,
  readWriteState,
  refused,
  revokeSessions,
  type UserOutcome,
  unchangedTarget,
  WRITE_ATTEMPTS,
  whileUnchanged,
} from './admin-users-guard'

/** What a deleted user's e-mail becomes: unique, never deliverable, and the real address free again. */
export const deletedEmail = (id: string) => `deleted-${id}@deleted.invalid`

/**
 * DELETE /users/{id}: a soft delete, because orders point at the user (without cascade) and must stay readable.
 * The row is kept but anonymised (no name, phone or usable password; the e-mail replaced, so it is free for a new
 * registration), deactivated and marked deleted; its sessions end and its addresses and wishlist go, all in one
 * batch. The audit row keeps the role, not the personal data the delete removes.
 */
export async function deleteUser(db: Db, actorId: string, id: string): Promise<UserOutcome> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const state = await readWriteState(db, actorId, id)
    if (!state.actorIsAdmin) return refused('forbidden')
    const { target } = state
    if (!target) return refused('not_found')
    const problem = userChangeProblem(actorId, target, 'delete', state.otherActiveAdmins)
    if (problem) return refused(problem)
    const condition = unchangedTarget(actorId, target, false)
    const whileKept = whileUnchanged(condition)
    const at = nextStamp(target.updatedAt)
    const [, , , , deleted] = await db.batch([
      revokeSessions(db, id, condition, at),
      db.delete(addresses).where(and(eq(addresses.userId, id), whileKept)),
      db.delete(wishlistItems).where(and(eq(wishlistItems.userId, id), whileKept)),
      auditStatement(db, {
        actorId,
        entity: 'user',
        verb: 'delete',
        entityId: id,
        before: { role: target.role, isActive: target.isActive },
        after: null,
        note: { anonymised: true },
        onlyIf: whileKept,
      }),
      db
        .update(users)
        .set({
          name: '',
          email: deletedEmail(id),
          phone: null,
          passwordHash: 'deleted',
          isActive: false,
          deletedAt: at,
          updatedAt: at,
        })
        .where(condition)
        .returning({ id: users.id }),
    ])
    if (deleted.length === 1) return done
  }
  return refused('changed')
}

/**
 * PATCH /users/{id}/reset-password: the new hash, and every session of the user ended but the caller's own (an
 * admin resetting their own password stays logged in here), with an audit row that holds no password.
 */
export async function resetPassword(
  db: Db,
  actorId: string,
  id: string,
  passwordHash: string,
  keepSessionId: string,
): Promise<UserOutcome> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const state = await readWriteState(db, actorId, id)
    if (!state.actorIsAdmin) return refused('forbidden')
    const { target } = state
    if (!target) return refused('not_found')
    const condition = unchangedTarget(actorId, target, false)
    const at = nextStamp(target.updatedAt)
    const [, , updated] = await db.batch([
      revokeSessions(db, id, condition, at, keepSessionId),
      auditStatement(db, {
        actorId,
        entity: 'user',
        verb: 'reset_password',
        entityId: id,
        note: { otherSessionsEnded: true },
        onlyIf: whileUnchanged(condition),
      }),
      db.update(users).set({ passwordHash, updatedAt: at }).where(condition).returning({ id: users.id }),
    ])
    if (updated.length === 1) return done
  }
  return refused('changed')
}
