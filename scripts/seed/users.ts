import { eq } from 'drizzle-orm'
import { addresses, users } from '../../api-worker/src/db/schema'
import { newId } from '../../api-worker/src/lib/ids'
import { hashPassword } from '../../api-worker/src/lib/password'
import { SEED_CUSTOMER } from './content/settings'
import type { SeedContext } from './context'

export interface SeededUser {
  id: string
  email: string
  /** Set only when this run created the user; an existing user's password is never changed. */
  password: string | null
}

async function ensureUser(
  ctx: SeedContext,
  user: { name: string; email: string; password: string; phone?: string; role: 'admin' | 'user' },
): Promise<SeededUser> {
  const email = user.email.trim().toLowerCase()
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (existing) return { id: existing.id, email, password: null }
  const id = newId()
  await ctx.db
    .insert(users)
    .values({
      id,
      name: user.name,
      email,
      phone: user.phone ?? null,
      role: user.role,
      passwordHash: await hashPassword(user.password),
    })
    .onConflictDoNothing()
  return { id, email, password: user.password }
}

export function seedAdmin(ctx: SeedContext, email: string, password: string): Promise<SeededUser> {
  return ensureUser(ctx, { name: 'Site Yöneticisi', email, password, role: 'admin' })
}

export async function seedCustomer(ctx: SeedContext): Promise<SeededUser> {
  const customer = await ensureUser(ctx, { ...SEED_CUSTOMER, role: 'user' })
  const saved = await ctx.db.$count(addresses, eq(addresses.userId, customer.id))
  if (saved === 0) {
    await ctx.db
      .insert(addresses)
      .values({ id: newId(), userId: customer.id, isDefault: true, ...SEED_CUSTOMER.address })
  }
  return customer
}
