import {
  type AuditEntityName,
  type AuditLogEntry,
  type AuditLogListEntry,
  type AuditRecord,
  isSettingsGroup,
  type Language,
  type LocalizedText,
  readLocalized,
} from '@shop/domain'
import { type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../env'
import { categories, exchangeRates, orders, pages, products, users } from '../schema'

/** The entities whose record is a table row, found by the id the audit row stores (a rate by its currency code). */
const ROW_ENTITIES = ['product', 'category', 'order', 'user', 'page', 'exchange_rate'] as const
type RowEntity = (typeof ROW_ENTITIES)[number]

const isRowEntity = (entity: AuditEntityName): entity is RowEntity =>
  (ROW_ENTITIES as readonly string[]).includes(entity)

/** What a label is made of, read alike from every table: a per-language name and a plain text, either may be null. */
export interface LabelRow {
  key: string
  name: LocalizedText | null
  text: string | null
}

/** The ids of the page's entries to look up, by entity: each entity present once, each id once. */
export function labelLookups(entries: readonly Pick<AuditLogEntry, 'entity' | 'entityId'>[]) {
  const ids = new Map<RowEntity, Set<string>>()
  for (const { entity, entityId } of entries) {
    if (!entityId || !isRowEntity(entity)) continue
    ids.set(entity, (ids.get(entity) ?? new Set()).add(entityId))
  }
  return [...ids].map(([entity, set]) => ({ entity, ids: [...set] }))
}

// One JSON parameter, not one per id: D1 binds at most 100 parameters a statement and a page holds up to 100 rows.
const within = (column: SQLiteColumn, ids: readonly string[]): SQL =>
  sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`

const noName = sql<LocalizedText | null>`null`

const userName = sql<string>`coalesce(nullif(trim(${users.name}), ''), ${users.email})`
/** A deleted user's row stays, anonymised: its name and e-mail are not even read, so no label can carry them. */
const liveUserName = sql<string | null>`case when ${users.deletedAt} is null then ${userName} end`

/** The one statement reading the label rows of one entity's ids. */
export function labelStatement(db: Db, entity: RowEntity, ids: readonly string[]) {
  switch (entity) {
    case 'product':
      return db
        .select({ key: products.id, name: products.name, text: products.sku })
        .from(products)
        .where(within(products.id, ids))
    case 'category':
      return db
        .select({ key: categories.id, name: categories.name, text: categories.slug })
        .from(categories)
        .where(within(categories.id, ids))
    case 'page':
      return db
        .select({ key: pages.id, name: pages.title, text: pages.slug })
        .from(pages)
        .where(within(pages.id, ids))
    case 'order':
      return db
        .select({ key: orders.id, name: noName, text: orders.orderNumber })
        .from(orders)
        .where(within(orders.id, ids))
    case 'user':
      return db
        .select({ key: users.id, name: noName, text: liveUserName })
        .from(users)
        .where(within(users.id, ids))
    case 'exchange_rate':
      // The code twice under one name would come back once: D1 answers a row by column name.
      return db
        .select({
          key: exchangeRates.targetCurrency,
          name: noName,
          text: sql<string>`${exchangeRates.targetCurrency}`.as('currency'),
        })
        .from(exchangeRates)
        .where(within(exchangeRates.targetCurrency, ids))
  }
}

/**
 * How a record is named: a product by its name and SKU (`Nitril Eldiven · ELD-001`), a category and a page by their
 * name or title (their slug when it has none), anything else by its text (order number, user name, currency code).
 */
export function labelOf(entity: RowEntity, row: LabelRow, language: Language): string | null {
  const name = readLocalized(row.name, language)
  switch (entity) {
    case 'product':
      return [name, row.text].filter(Boolean).join(' · ') || null
    case 'category':
    case 'page':
      return name || row.text || null
    default:
      return row.text || null
  }
}

const keyOf = (entity: AuditEntityName, id: string) => `${entity}:${id}`

/**
 * The page's entries, each with its record named as it reads now, in `language`: one batch of one statement per
 * entity present, whatever the number of rows. A settings row names its group; a catalogue row names none.
 */
export async function withRecordLabels(
  db: Db,
  entries: AuditLogEntry[],
  language: Language,
): Promise<AuditLogListEntry[]> {
  const lookups = labelLookups(entries)
  const [first, ...rest] = lookups.map(({ entity, ids }) => labelStatement(db, entity, ids))
  // Every statement selects the same three columns (LabelRow); drizzle types the batch as the union of the selects.
  const results = (first ? await db.batch([first, ...rest]) : []) as LabelRow[][]
  const labels = new Map<string, string>()
  lookups.forEach(({ entity }, index) => {
    for (const row of results[index] ?? []) {
      const label = labelOf(entity, row, language)
      if (label) labels.set(keyOf(entity, row.key), label)
    }
  })
  return entries.map((entry) => ({ ...entry, record: recordOf(entry, labels) }))
}

function recordOf({ entity, entityId }: AuditLogEntry, labels: Map<string, string>): AuditRecord | null {
  if (!entityId) return null
  if (entity === 'settings') return isSettingsGroup(entityId) ? { label: entityId } : null
  const label = labels.get(keyOf(entity, entityId))
  return label ? { label } : null
}
