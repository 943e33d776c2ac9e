import { type ExchangeRateDto, RATES_STALE_AFTER_MS, type RatesCacheStatus } from '@shop/domain'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../env'
import { auditStatement } from '../../lib/audit'
import { exchangeRates, settings } from '../schema'
import { listActiveRates } from './exchange-rates'

/*
 * The worker keeps no copy of the rates: every request reads D1, so a saved rate is served at once. What holds copies
 * are browsers and proxies (the public list is answered with `Cache-Control: no-cache` and an ETag, so each copy is
 * revalidated on every use and a 304 spares the body) and the shop's query cache, which polls every five minutes.
 * The ETag is a digest of the active rates as answered and of the last time an admin cleared the cache, so clearing
 * makes every stored copy fail its next revalidation, even when the rates themselves did not change.
 */

/** The row that holds when the cache was last cleared: a key of the settings table outside the settings schema. */
const CACHE_ROW = 'exchangeRatesCache'

export const RATES_CACHE_CONTROL = 'no-cache'

async function clearedAt(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.group, CACHE_ROW))
    .limit(1)
  const value = row?.value as { clearedAt?: unknown } | undefined
  return typeof value?.clearedAt === 'string' ? value.clearedAt : null
}

async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(bytes).subarray(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  )
}

async function etagOf(rates: readonly ExchangeRateDto[], cleared: string | null): Promise<string> {
  return `"rates-${await digest(JSON.stringify([rates, cleared]))}"`
}

/** The ETag of the public rates answer for these rates. */
export async function ratesEtag(db: Db, rates: readonly ExchangeRateDto[]): Promise<string> {
  return etagOf(rates, await clearedAt(db))
}

export async function ratesCacheStatus(db: Db): Promise<RatesCacheStatus> {
  const [rates, cleared, [newest]] = await Promise.all([
    listActiveRates(db),
    clearedAt(db),
    db
      .select({ lastUpdated: exchangeRates.lastUpdated })
      .from(exchangeRates)
      .orderBy(desc(exchangeRates.lastUpdated))
      .limit(1),
  ])
  return {
    etag: await etagOf(rates, cleared),
    lastUpdated: newest?.lastUpdated ?? null,
    clearedAt: cleared,
    cacheControl: RATES_CACHE_CONTROL,
    clientRefreshSeconds: RATES_STALE_AFTER_MS / 1000,
    activeRates: rates.length,
  }
}

/** Clears the cache: a new clearing time (so a new ETag), with its audit row, in one batch. */
export async function clearRatesCache(db: Db, actorId: string): Promise<RatesCacheStatus> {
  const before = await clearedAt(db)
  const now = new Date().toISOString()
  const value = { clearedAt: now }
  await db.batch([
    db
      .insert(settings)
      .values({ group: CACHE_ROW, value, updatedBy: actorId, updatedAt: now })
      .onConflictDoUpdate({ target: settings.group, set: { value, updatedBy: actorId, updatedAt: now } }),
    auditStatement(db, {
      actorId,
      entity: 'exchange_rate',
      verb: 'clear_cache',
      entityId: null,
      before: { cacheClearedAt: before },
      after: { cacheClearedAt: now },
    }),
  ])
  return ratesCacheStatus(db)
}
