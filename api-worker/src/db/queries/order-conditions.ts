import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { exchangeRates, products, sessions, settings, users } from '../schema'
import { ORDER_SETTINGS_GROUPS, type OrderSettingsTexts } from './order-context'
import { openSessionCondition } from './sessions'

/**
 * What an order was priced, worded and authorised by, checked again inside its own batch. Order placement may go by
 * what its isolate read earlier instead of reading first (lib/order-facts.ts); these conditions make that safe: the
 * batch fails as a whole unless every fact still holds when it runs.
 */
export interface OrderConditions {
  /** The session the order is placed under: still open, its user still active. */
  session: { id: string; userId: string; now: Date }
  /** The stored settings groups the order depends on, as they were read. */
  settingsTexts: OrderSettingsTexts
  /** The rate the message's approximate total was converted at (null: none was active), for a foreign currency. */
  rate: { currency: string; rate: number | null } | null
  /** Per product id: the stored name and images its line copied. */
  products: ReadonlyMap<string, { storedName: string; storedImages: string }>
}

const settingsPlaceholder = (group: string) => `settings_${group}`

/**
 * The condition, for one line's stock statement, that everything the order went by still holds, written once with
 * placeholders (order-statements.ts fills them per order with `orderConditionValues`): the product's SKU, name and
 * images are the ones the line copied, the session is open, each settings group is as read and, `withRate`, so is
 * the rate of the shopper's currency.
 */
export function orderStillHolds(db: Db, withRate: boolean): SQL {
  const open = db
    .select({ one: sql`1` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      openSessionCondition(sql.placeholder('sessionId'), sql.placeholder('userId'), sql.placeholder('now')),
    )
  const parts = [
    sql`${products.sku} = ${sql.placeholder('sku')}`,
    sql`${products.name} = ${sql.placeholder('storedName')}`,
    sql`${products.images} = ${sql.placeholder('storedImages')}`,
    sql`exists ${open}`,
    ...ORDER_SETTINGS_GROUPS.map((group) => {
      const stored = db.select({ value: settings.value }).from(settings).where(eq(settings.group, group))
      return sql`(${stored}) is ${sql.placeholder(settingsPlaceholder(group))}`
    }),
  ]
  if (withRate) {
    const active = db
      .select({ rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(
        and(eq(exchangeRates.targetCurrency, sql.placeholder('currency')), eq(exchangeRates.isActive, true)),
      )
    parts.push(sql`(${active}) is ${sql.placeholder('rate')}`)
  }
  return and(...parts) as SQL
}

/** The values of `orderStillHolds`' placeholders for one line. */
export function orderConditionValues(
  line: { productId: string | null; sku: string },
  conditions: OrderConditions,
): Record<string, unknown> {
  const stored = line.productId === null ? undefined : conditions.products.get(line.productId)
  const values: Record<string, unknown> = {
    sku: line.sku,
    // A line without the stored texts cannot be checked: NULL never equals, so its batch fails.
    storedName: stored?.storedName ?? null,
    storedImages: stored?.storedImages ?? null,
    sessionId: conditions.session.id,
    userId: conditions.session.userId,
    now: conditions.session.now.toISOString(),
    currency: conditions.rate?.currency ?? null,
    rate: conditions.rate?.rate ?? null,
  }
  for (const group of ORDER_SETTINGS_GROUPS)
    values[settingsPlaceholder(group)] = conditions.settingsTexts[group]
  return values
}
