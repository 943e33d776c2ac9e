import { eq } from 'drizzle-orm'
import { exchangeRateHistory, exchangeRates, pages, settings } from '../../api-worker/src/db/schema'
import { newId } from '../../api-worker/src/lib/ids'
import { POLICY_PAGES } from './content/pages-policies'
import { SHOP_PAGES } from './content/pages-shop'
import { SEED_RATES, seedSettings } from './content/settings'
import { runBatched, type SeedContext } from './context'
import { logoImage } from './images'
import { putMediaIfMissing } from './media'

export async function seedPages(ctx: SeedContext): Promise<void> {
  const statements = [...SHOP_PAGES, ...POLICY_PAGES].map((page) =>
    ctx.db
      .insert(pages)
      .values({
        id: newId(),
        slug: page.slug,
        title: { tr: page.title[0], en: page.title[1] },
        content: { tr: page.content[0], en: page.content[1] },
        isPublished: true,
      })
      .onConflictDoNothing(),
  )
  await runBatched(ctx.db, statements)
}

/** Stores each settings group once; a group an admin has since changed is left alone. */
export async function seedSiteSettings(ctx: SeedContext, siteName: string | undefined): Promise<void> {
  const groups = seedSettings(siteName)
  await putMediaIfMissing(ctx, 'brand/logo.png', () => logoImage('#ba8e1a'))
  const statements = Object.entries(groups).map(([group, value]) =>
    ctx.db.insert(settings).values({ group, value, updatedBy: 'seed' }).onConflictDoNothing(),
  )
  await runBatched(ctx.db, statements)
}

/** One current rate per currency and, the first time only, one history row recording the change to it. */
export async function seedExchangeRates(ctx: SeedContext, adminId: string | null): Promise<void> {
  const now = new Date().toISOString()
  for (const { currency, rate, previousRate } of SEED_RATES) {
    const inserted = await ctx.db
      .insert(exchangeRates)
      .values({ id: newId(), targetCurrency: currency, rate, updatedBy: adminId, lastUpdated: now })
      .onConflictDoNothing()
      .returning({ id: exchangeRates.id })
    if (inserted.length === 0) continue
    const history = await ctx.db.$count(exchangeRateHistory, eq(exchangeRateHistory.targetCurrency, currency))
    if (history === 0) {
      await ctx.db
        .insert(exchangeRateHistory)
        .values({ id: newId(), targetCurrency: currency, rate, previousRate, updatedBy: adminId })
    }
  }
}
