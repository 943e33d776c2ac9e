import { compactPhone, type UserDto } from '@shop/domain'
import { createSession } from '../db/queries/sessions'
import { readUserDto } from '../db/queries/users'
import type { Db } from '../env'
import { newId } from './ids'
import { hashPassword, verifyPassword } from './password'
import { issueToken } from './tokens'

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a user's hash, or against a throw-away hash when there is no such user, so an unknown
 * e-mail takes as long as a wrong password and the timing does not tell which addresses are registered.
 */
export async function checkPassword(password: string, storedHash: string | undefined): Promise<boolean> {
  if (storedHash) return verifyPassword(password, storedHash)
  dummyHash ??= hashPassword('not-a-real-password')
  await verifyPassword(password, await dummyHash)
  return false
}

/** Opens a session and signs its token: the answer of login and register. */
export async function startSession(
  db: Db,
  secret: string,
  userId: string,
): Promise<{ user: UserDto; token: string }> {
  const sessionId = newId()
  const { token, expiresAt } = await issueToken(secret, { userId, sessionId })
  await createSession(db, { id: sessionId, userId, expiresAt })
  const user = await readUserDto(db, userId)
  if (!user) throw new Error(`user ${userId} vanished while logging in`)
  return { user, token }
}

/** A phone as stored: its grouping dropped ('(0532) 123-45-67' → 05321234567), empty means none. */
export function storedPhone(phone: string | undefined): string | null {
  const compact = compactPhone(phone ?? '')
  return compact === '' ? null : compact
}
