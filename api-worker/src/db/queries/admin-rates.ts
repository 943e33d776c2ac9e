import {
  type AdminExchangeRate,
  type ExchangeRateHistoryEntry,
  type ForeignCurrency,
  type Pagination,
  paginate,
  type RateEditor,
} from '@shop/domain'
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../env'
import { auditStatement } from '../../lib/audit'
import { newId } from '../../lib/ids'
import { exchangeRateHistory, exchangeRates, users } from '../schema'

const rateColumns = {
  id: exchangeRates.id,
  targetCurrency: exchangeRates.targetCurrency,
  rate: exchangeRates.rate,
  isActive: exchangeRates.isActive,
  lastUpdated: exchangeRates.lastUpdated,
  editorId: exchangeRates.updatedBy,
  editorName: users.name,
}

type RateRow = {
  id: string
  targetCurrency: string
  rate: number
  isActive: boolean
  lastUpdated: string
  editorId: string | null
  editorName: string | null
}

/** Who made a change, as the screens name them: null once that user is deleted. */
const editorOf = (id: string | null, name: string | null): RateEditor | null =>
  id && name !== null ? { _id: id, name } : null

function toAdminRate(row: RateRow): AdminExchangeRate {
  return {
    _id: row.id,
    targetCurrency: row.targetCurrency,
    rate: row.rate,
    isActive: row.isActive,
    lastUpdated: row.lastUpdated,
    updatedBy: editorOf(row.editorId, row.editorName),
  }
}

function ratesQuery(db: Db) {
  return db.select(rateColumns).from(exchangeRates).leftJoin(users, eq(users.id, exchangeRates.updatedBy))
}

/** Every stored rate, active or not, with who entered it last. */
export async function listAdminRates(db: Db): Promise<AdminExchangeRate[]> {
  const rows = await ratesQuery(db).orderBy(asc(exchangeRates.targetCurrency))
  return rows.map(toAdminRate)
}

export async function findAdminRate(db: Db, code: string): Promise<AdminExchangeRate | null> {
  const [row] = await ratesQuery(db).where(eq(exchangeRates.targetCurrency, code)).limit(1)
  return row ? toAdminRate(row) : null
}

/** A currency's entered rates, newest first, each with the rate before it and who entered it. */
export async function listRateHistory(
  db: Db,
  code: string,
  page: number,
  limit: number,
): Promise<{ history: ExchangeRateHistoryEntry[]; pagination: Pagination }> {
  const where = eq(exchangeRateHistory.targetCurrency, code)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: exchangeRateHistory.id,
        targetCurrency: exchangeRateHistory.targetCurrency,
        rate: exchangeRateHistory.rate,
        previousRate: exchangeRateHistory.previousRate,
        editorId: exchangeRateHistory.updatedBy,
        editorName: users.name,
        createdAt: exchangeRateHistory.createdAt,
      })
      .from(exchangeRateHistory)
      .leftJoin(users, eq(users.id, exchangeRateHistory.updatedBy))
      .where(where)
      .orderBy(desc(exchangeRateHistory.createdAt), desc(exchangeRateHistory.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(exchangeRateHistory).where(where),
  ])
  const history = rows.map((row) => ({
    _id: row.id,
    targetCurrency: row.targetCurrency,
    rate: row.rate,
    previousRate: row.previousRate,
    updatedBy: editorOf(row.editorId, row.editorName),
    createdAt: row.createdAt,
  }))
  return { history, pagination: paginate(page, limit, total?.total ?? 0) }
}

interface ReadState {
  rate: number
  lastUpdated: string
}

/**
 * True while every entered currency is still as it was read, or already carries this write's stamp: the condition of
 * every statement of the write, so a rate another admin saved in between makes the whole batch a no-op.
 */
function unchangedSince(reads: Map<ForeignCurrency, ReadState | null>, stamp: string, actorId: string): SQL {
  const conditions = [...reads].map(([code, read]) => {
    const mine = sql`exists (select 1 from exchange_rates where target_currency = ${code} and last_updated = ${stamp} and updated_by = ${actorId})`
    const asRead = read
      ? sql`exists (select 1 from exchange_rates where target_currency = ${code} and last_updated = ${read.lastUpdated})`
      : sql`not exists (select 1 from exchange_rates where target_currency = ${code})`
    return sql`(${asRead} or ${mine})`
  })
  return sql.join(conditions, sql` and `)
}

/**
 * Enters rates by hand: each currency's rate, who and when, its history row (with the rate before it) and an audit
 * row, all in one batch. A currency without a stored rate gets one, active. Answers false when another write changed
 * one of the rates since they were read (nothing is written then).
 */
export async function enterRates(
  db: Db,
  actorId: string,
  entered: Partial<Record<ForeignCurrency, number>>,
): Promise<boolean> {
  const codes = Object.keys(entered) as ForeignCurrency[]
  const reads = new Map<ForeignCurrency, ReadState | null>()
  for (const code of codes) {
    const [row] = await db
      .select({ rate: exchangeRates.rate, lastUpdated: exchangeRates.lastUpdated })
      .from(exchangeRates)
      .where(eq(exchangeRates.targetCurrency, code))
      .limit(1)
    reads.set(code, row ?? null)
  }
  const stamp = new Date().toISOString()
  const guard = unchangedSince(reads, stamp, actorId)
  const statements: BatchItem<'sqlite'>[] = []
  for (const code of codes) {
    const rate = entered[code] as number
    const read = reads.get(code) ?? null
    // Written before the rate itself, so the sub-select still reads the rate it replaces.
    statements.push(
      db
        .insert(exchangeRateHistory)
        .select(
          sql`select ${newId()}, ${code}, ${rate}, (select rate from exchange_rates where target_currency = ${code}), ${actorId}, ${stamp} where ${guard}`,
        ),
      db
        .insert(exchangeRates)
        .select(sql`select ${newId()}, ${code}, ${rate}, 1, ${actorId}, ${stamp}, ${stamp} where ${guard}`)
        .onConflictDoUpdate({
          target: exchangeRates.targetCurrency,
          set: { rate, updatedBy: actorId, lastUpdated: stamp },
          setWhere: guard,
        }),
      auditStatement(db, {
        actorId,
        entity: 'exchange_rate',
        verb: 'update',
        entityId: code,
        before: read ? { rate: read.rate } : null,
        after: { rate },
        onlyIf: sql`exists (select 1 from exchange_rates where target_currency = ${code} and last_updated = ${stamp} and updated_by = ${actorId})`,
      }),
    )
  }
  const [first, ...rest] = statements
  if (!first) return true
  await db.batch([first, ...rest])
  const after = await db
    .select({ lastUpdated: exchangeRates.lastUpdated, updatedBy: exchangeRates.updatedBy })
    .from(exchangeRates)
    .where(inArray(exchangeRates.targetCurrency, codes))
  return (
    after.length === codes.length &&
    after.every((row) => row.lastUpdated === stamp && row.updatedBy === actorId)
  )
}

/**
 * Switches a rate on or off (an inactive rate is left out of the shop's conversions) with its audit row. Null when
 * the currency has no stored rate.
 */
export async function toggleRate(
  db: Db,
  actorId: string,
  code: ForeignCurrency,
): Promise<AdminExchangeRate | null> {
  const [row] = await db
    .select({ isActive: exchangeRates.isActive })
    .from(exchangeRates)
    .where(eq(exchangeRates.targetCurrency, code))
    .limit(1)
  if (!row) return null
  const next = !row.isActive
  await db.batch([
    db
      .update(exchangeRates)
      .set({ isActive: next })
      .where(
        sql`${exchangeRates.targetCurrency} = ${code} and ${exchangeRates.isActive} = ${row.isActive ? 1 : 0}`,
      ),
    auditStatement(db, {
      actorId,
      entity: 'exchange_rate',
      verb: 'toggle_status',
      entityId: code,
      before: { isActive: row.isActive },
      after: { isActive: next },
      onlyIf: sql`exists (select 1 from exchange_rates where target_currency = ${code} and is_active = ${next ? 1 : 0})`,
    }),
  ])
  return findAdminRate(db, code)
}
