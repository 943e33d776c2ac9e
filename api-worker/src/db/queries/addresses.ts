import type { ShippingAddress } from '@shop/domain'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { addresses } from '../schema'

export interface AddressFields extends ShippingAddress {
  isDefault?: boolean
}

function columns(input: AddressFields) {
  return {
    title: input.title,
    fullName: input.fullName,
    phone: input.phone,
    city: input.city,
    district: input.district,
    neighborhood: input.neighborhood,
    addressLine: input.addressLine,
    postalCode: input.postalCode ?? null,
  }
}

const owned = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId))

/**
 * Saves a new address unless the user already has `max`; false when the limit stopped it. The count, the insert and
 * the default flag are decided inside the statements themselves, so parallel saves can neither pass the limit nor
 * leave two defaults: the first address is the default, and a new default clears the flag on the others.
 */
export async function insertAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressFields,
  max: number,
): Promise<boolean> {
  const fields = columns(input)
  const wantsDefault = input.isDefault === true ? 1 : 0
  const now = new Date().toISOString()
  // An insert builder with a select (drizzle cannot batch a raw statement): it names every column, in table order.
  const insert = db.insert(addresses).select(
    sql`select ${id}, ${userId}, ${fields.title}, ${fields.fullName}, ${fields.phone}, ${fields.city},
      ${fields.district}, ${fields.neighborhood}, ${fields.addressLine}, ${fields.postalCode},
      case when exists (select 1 from ${addresses} where user_id = ${userId}) then ${wantsDefault} else 1 end,
      ${now}, ${now}
    where (select count(*) from ${addresses} where user_id = ${userId}) < ${max}`,
  )
  const clearOthers = db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        ne(addresses.id, id),
        sql`exists (select 1 from ${addresses} a where a.id = ${id} and a.is_default = 1)`,
      ),
    )
  const [inserted] = await db.batch([insert, clearOthers])
  return inserted.meta.changes === 1
}

/** Updates one of the user's addresses; false when the user has no address with that id. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressFields,
): Promise<boolean> {
  const now = new Date().toISOString()
  const values = {
    ...columns(input),
    updatedAt: now,
    ...(input.isDefault === undefined ? {} : { isDefault: input.isDefault }),
  }
  const update = db.update(addresses).set(values).where(owned(userId, id)).returning({ id: addresses.id })
  if (input.isDefault !== true) return (await update).length === 1
  const [, updated] = await db.batch([
    // Only when the address is the user's own, so a foreign id cannot clear this user's default.
    db
      .update(addresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(addresses.userId, userId),
          ne(addresses.id, id),
          sql`exists (select 1 from ${addresses} a where a.id = ${id} and a.user_id = ${userId})`,
        ),
      ),
    update,
  ])
  return updated.length === 1
}

/**
 * Deletes one of the user's addresses; when it was the default, the oldest remaining one becomes the default in the
 * same batch. False when the user has no address with that id.
 */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const oldest = db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(sql`${addresses}.rowid`))
    .limit(1)
  const [deleted] = await db.batch([
    db.delete(addresses).where(owned(userId, id)).returning({ id: addresses.id }),
    db
      .update(addresses)
      .set({ isDefault: true })
      .where(
        and(
          eq(addresses.id, sql`(${oldest})`),
          sql`not exists (select 1 from ${addresses} a where a.user_id = ${userId} and a.is_default = 1)`,
        ),
      ),
  ])
  return deleted.length === 1
}
