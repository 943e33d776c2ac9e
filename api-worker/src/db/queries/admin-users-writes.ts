import { type Role, userChangeProblem } from '@shop/domain'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../env'
import { auditStatement } from '../../lib/audit'
import { users } from '../schema'
import {
  done,
  nextStamp,
  readWriteState,
  refused,
  revokeSessions,
  type UserOutcome,
  type UserTarget,
  unchangedTarget,
  WRITE_ATTEMPTS,
  whileUnchanged,
} from './admin-users-guard'
import { findUserByEmail, normalizeEmail } from './users'

/** The fields of a user an admin edits; what the audit compares (never a password or its hash). */
export type UserFields = {
  name: string
  email: string
  phone: string | null
  role: Role
  isActive: boolean
}

const fieldsOf = (target: UserTarget): UserFields => ({
  name: target.name,
  email: target.email,
  phone: target.phone,
  role: target.role,
  isActive: target.isActive,
})

type Statement = BatchItem<'sqlite'>

/** Whether a write failed on the unique e-mail (a parallel call took it after the check). */
function isEmailClash(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (/UNIQUE constraint failed: users\.email/.test(current.message)) return true
    current = current.cause
  }
  return false
}

async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const holder = await findUserByEmail(db, email)
  return holder !== undefined && holder.id !== exceptId
}

/** POST /users: the user and its audit row in one batch. */
export async function createUser(
  db: Db,
  actorId: string,
  user: UserFields & { id: string; passwordHash: string },
): Promise<UserOutcome> {
  const { id, passwordHash, ...fields } = user
  const after = { ...fields, email: normalizeEmail(fields.email) }
  if (await emailTaken(db, after.email)) return refused('email_taken')
  try {
    await db.batch([
      db.insert(users).values({ id, ...after, passwordHash }),
      auditStatement(db, { actorId, entity: 'user', verb: 'create', entityId: id, before: null, after }),
    ])
  } catch (error) {
    if (isEmailClash(error)) return refused('email_taken')
    throw error
  }
  return done
}

export type UserVerb = 'update' | 'toggle_status' | 'change_role'

/**
 * A change judged on the state just read: either its answer already (refused, or nothing to change), or the write
 * to run, which answers null when the user or the admins changed in between (nothing is written then).
 */
export type PreparedChange = { outcome: UserOutcome } | { write: () => Promise<UserOutcome | null> }

/**
 * Reads the user, works out the new fields, judges them by the domain's rules and prepares one batch pinned to the
 * state that was judged: the audit row, the end of every session when it deactivates, and the update last, so
 * each earlier statement sees the same condition the update does.
 */
export async function prepareChange(
  db: Db,
  actorId: string,
  id: string,
  verb: UserVerb,
  next: (current: UserFields) => UserFields,
): Promise<PreparedChange> {
  const state = await readWriteState(db, actorId, id)
  if (!state.actorIsAdmin) return { outcome: refused('forbidden') }
  const { target } = state
  if (!target) return { outcome: refused('not_found') }
  const before = fieldsOf(target)
  const proposed = next(before)
  const after = { ...proposed, email: normalizeEmail(proposed.email) }
  const problem = userChangeProblem(actorId, target, after, state.otherActiveAdmins)
  if (problem) return { outcome: refused(problem) }
  if (JSON.stringify(before) === JSON.stringify(after)) return { outcome: done }
  if (after.email !== before.email && (await emailTaken(db, after.email, id))) {
    return { outcome: refused('email_taken') }
  }
  const takesAdminRole = target.role === 'admin' && target.isActive && after.role !== 'admin'
  const condition = unchangedTarget(actorId, target, takesAdminRole)
  const at = nextStamp(target.updatedAt)
  const statements: [Statement, ...Statement[]] = [
    auditStatement(db, {
      actorId,
      entity: 'user',
      verb,
      entityId: id,
      before,
      after,
      onlyIf: whileUnchanged(condition),
    }),
  ]
  if (before.isActive && !after.isActive) statements.push(revokeSessions(db, id, condition, at))
  statements.push(
    db
      .update(users)
      .set({ ...after, updatedAt: at })
      .where(condition)
      .returning({ id: users.id }),
  )
  return {
    write: async () => {
      try {
        const results = await db.batch(statements)
        return (results.at(-1) as unknown[]).length === 1 ? done : null
      } catch (error) {
        if (isEmailClash(error)) return refused('email_taken')
        throw error
      }
    },
  }
}

/** PUT /users/{id}, …/toggle-status and …/role: a prepared change, prepared again if the state moved meanwhile. */
export async function changeUser(
  db: Db,
  actorId: string,
  id: string,
  verb: UserVerb,
  next: (current: UserFields) => UserFields,
): Promise<UserOutcome> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const prepared = await prepareChange(db, actorId, id, verb, next)
    if ('outcome' in prepared) return prepared.outcome
    const written = await prepared.write()
    if (written) return written
  }
  return refused('changed')
}
