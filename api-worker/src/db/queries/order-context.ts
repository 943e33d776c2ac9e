import {
  type ExchangeRates,
  FOREIGN_CURRENCIES,
  type OrderDto,
  type Settings,
  type SettingsGroup,
} from '@shop/domain'
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { exchangeRates, orderItems, orders, settings } from '../schema'
import { toOrderDto } from './order-dto'
import { type StoredOrderableProduct, storedOrderableProductsQuery } from './order-reads'
import { sessionUserQuery } from './sessions'
import { settingsOfRows } from './settings'
import type { PublicUserRow } from './users'

/** The settings groups an order depends on: maintenance (refusal), shipping (totals), currency and WhatsApp (wording). */
export const ORDER_SETTINGS_GROUPS = [
  'currency',
  'maintenance',
  'shipping',
  'whatsapp',
] as const satisfies readonly SettingsGroup[]

/** The stored text of each group an order depends on (null: not stored, the defaults apply). */
export type OrderSettingsTexts = Record<(typeof ORDER_SETTINGS_GROUPS)[number], string | null>

export interface OrderContextQuery {
  sessionId: string
  userId: string
  productIds: string[]
  idempotencyKey: string | null
  now?: Date
}

/** Everything placing an order reads, as of one moment. */
export interface OrderContext {
  /** The session's user; undefined when the session is not open (revoked, expired, user deactivated). */
  user: PublicUserRow | undefined
  settings: Settings
  settingsTexts: OrderSettingsTexts
  products: StoredOrderableProduct[]
  /** The active rates, by currency code. */
  rates: ExchangeRates
  /** The order this user already created under the idempotency key, with the hash of its body. */
  earlier: { order: OrderDto; requestHash: string | null } | undefined
}

/** The user's order under an idempotency key (no key matches nothing: `= NULL` is never true). */
const underKey = (userId: string, key: string | null): SQL =>
  and(eq(orders.userId, userId), key === null ? sql`0` : eq(orders.idempotencyKey, key)) as SQL

/**
 * The session, settings, products, active rates and any order under the idempotency key, in one D1 batch (one round
 * trip): order placement's reads when it cannot go by what this isolate already knows (lib/order-facts.ts).
 */
export async function readOrderContext(db: Db, query: OrderContextQuery): Promise<OrderContext> {
  const { userId, idempotencyKey } = query
  const [users, settingsRows, productRows, rateRows, earlierRows, earlierItems] = await db.batch([
    sessionUserQuery(db, query.sessionId, userId, query.now),
    db
      .select({
        group: settings.group,
        value: settings.value,
        storedValue: sql<string>`cast(${settings.value} as text)`,
      })
      .from(settings),
    storedOrderableProductsQuery(db, query.productIds),
    db
      .select({ currency: exchangeRates.targetCurrency, rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(eq(exchangeRates.isActive, true)),
    db.select().from(orders).where(underKey(userId, idempotencyKey)).limit(1),
    db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          db.select({ id: orders.id }).from(orders).where(underKey(userId, idempotencyKey)),
        ),
      )
      .orderBy(asc(sql`${orderItems}.rowid`)),
  ])
  const [earlier] = earlierRows
  const settingsTexts = Object.fromEntries(
    ORDER_SETTINGS_GROUPS.map((group) => [
      group,
      settingsRows.find((row) => row.group === group)?.storedValue ?? null,
    ]),
  ) as OrderSettingsTexts
  return {
    user: users[0],
    settings: settingsOfRows(settingsRows),
    settingsTexts,
    products: productRows,
    rates: Object.fromEntries(
      rateRows
        .filter((row) => (FOREIGN_CURRENCIES as readonly string[]).includes(row.currency))
        .map((row) => [row.currency, row.rate]),
    ) as ExchangeRates,
    earlier: earlier && {
      order: toOrderDto(earlier, earlierItems),
      requestHash: earlier.requestHash,
    },
  }
}
