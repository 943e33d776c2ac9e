import type { AddressDto, Role, UserDto } from '@shop/domain'
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { addresses, sessions, users } from '../schema'

export type UserRow = typeof users.$inferSelect
/** Everything about a user but the password hash and the deletion mark (a deleted user is never served). */
export type PublicUserRow = Omit<UserRow, 'passwordHash' | 'deletedAt'>
export type AddressRow = typeof addresses.$inferSelect

export const publicUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
}

/** E-mail addresses are kept trimmed and lower-cased, so one person cannot register twice by case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1)
  return row
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export interface NewUser {
  id: string
  name: string
  email: string
  phone: string | null
  passwordHash: string
  role?: Role
}

/** Inserts the user; a taken e-mail fails on the unique index (the caller decides what to answer). */
export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insert(users).values({ ...user, email: normalizeEmail(user.email) })
}

export async function updateUserProfile(
  db: Db,
  id: string,
  profile: { name: string; phone: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...profile, updatedAt: new Date().toISOString() })
    .where(eq(users.id, id))
}

/**
 * A new password hash, and every other session of the user revoked, in one batch: after a change, other devices
 * have to log in again with the new password; the session that made the change stays open.
 */
export async function setPassword(db: Db, userId: string, passwordHash: string, keepSessionId: string) {
  const now = new Date().toISOString()
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)),
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt))),
  ])
}

export function addressesOf(db: Db, userId: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(sql`${addresses}.rowid`))
}

/** The user with saved addresses, as every account answer carries it; undefined when the user is gone. */
export async function readUserDto(db: Db, userId: string): Promise<UserDto | undefined> {
  const [userRows, addressRows] = await db.batch([
    db.select(publicUserColumns).from(users).where(eq(users.id, userId)).limit(1),
    addressesOf(db, userId),
  ])
  const [user] = userRows
  return user ? toUserDto(user, addressRows) : undefined
}

export function toUserDto(user: PublicUserRow, rows: AddressRow[]): UserDto {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    isActive: user.isActive,
    addresses: rows.map(toAddressDto),
    createdAt: user.createdAt,
  }
}

export function toAddressDto(row: AddressRow): AddressDto {
  return {
    _id: row.id,
    title: row.title,
    fullName: row.fullName,
    phone: row.phone,
    city: row.city,
    district: row.district,
    neighborhood: row.neighborhood,
    addressLine: row.addressLine,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}
