import { env } from 'cloudflare:workers'
import type { Role } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { insertUser } from '../../src/db/queries/users'
import * as schema from '../../src/db/schema'
import { startSession } from '../../src/lib/accounts'
import { newId } from '../../src/lib/ids'
import { uniqueEmail } from './api'

const db = () => drizzle(env.DB, { schema })

/** A stored hash no password matches: these users only ever act through sessions opened for them. */
const UNUSABLE_HASH = 'pbkdf2-sha256$1$AA==$AA=='

export interface TestUser {
  id: string
  email: string
  role: Role
  /** A fresh session's token on every call, so a test that logs out or revokes cannot spoil the next one. */
  token: () => Promise<string>
}

/** A user of the given role (active unless said otherwise), without the cost of hashing a password. */
export async function userWithRole(role: Role, options: { isActive?: boolean } = {}): Promise<TestUser> {
  const id = newId()
  const email = uniqueEmail(role)
  await insertUser(db(), { id, name: `Test ${role}`, email, phone: null, passwordHash: UNUSABLE_HASH, role })
  if (options.isActive === false) {
    await env.DB.prepare('update users set is_active = 0 where id = ?').bind(id).run()
  }
  const token = async () => (await startSession(db(), env.JWT_SECRET ?? '', id)).token
  return { id, email, role, token }
}

/** An admin's token, for tests that only need to act as one. */
export async function adminToken(): Promise<string> {
  return (await userWithRole('admin')).token()
}

/** A moderator's token. */
export async function moderatorToken(): Promise<string> {
  return (await userWithRole('moderator')).token()
}
