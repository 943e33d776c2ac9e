import { sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../env'
import type { ImportPlan, ImportState, PlannedProduct } from '../../lib/csv/catalogue-plan'
import { newId } from '../../lib/ids'
import { auditLog, categories, products } from '../schema'
import { categoryRefs } from './catalogue-export'
import { productColumns } from './product-input-columns'

/** What an import needs to know of the shop: the categories, every slug's owner and the products the file names. */
export async function loadImportState(db: Db, skus: readonly string[]): Promise<ImportState> {
  const [refs, slugs, named] = await db.batch([
    categoryRefs(db),
    db.select({ slug: products.slug, sku: products.sku }).from(products),
    db
      .select({
        id: products.id,
        sku: products.sku,
        slug: products.slug,
        shortDescription: products.shortDescription,
        images: products.images,
        videos: products.videos,
      })
      .from(products)
      // One JSON parameter: D1 binds at most 100 parameters a statement, a file names up to 5,000 SKUs.
      .where(sql`${products.sku} in (select value from json_each(${JSON.stringify(skus)}))`),
  ])
  return {
    categories: refs,
    slugOwners: new Map(slugs.map((row) => [row.slug, row.sku])),
    products: new Map(named.map((row) => [row.sku, row])),
  }
}

/** A planned row as product columns; a new product gets no short description, a known one keeps its own. */
function productValues(row: PlannedProduct, at: string) {
  const shortDescription = row.existing?.shortDescription ?? {}
  return {
    ...productColumns({ ...row.input, category: row.categoryId }, row.slug, shortDescription),
    shortDescription,
    updatedAt: at,
  }
}

export interface ImportSummary {
  rows: number
  created: number
  updated: number
}

/**
 * Writes a checked plan in one batch, so the catalogue changes whole or not at all: the new categories first
 * (parents before children), then every product by SKU, then the audit row. A product is written as an upsert on its
 * SKU, so one created or deleted since the check is still written once, never twice; a slug taken meanwhile fails
 * the unique index and with it the whole batch.
 */
export async function applyImport(db: Db, plan: ImportPlan, actorId: string, summary: ImportSummary) {
  const at = new Date().toISOString()
  const statements: BatchItem<'sqlite'>[] = plan.categories.map((category) =>
    db.insert(categories).values({ ...category, createdAt: at, updatedAt: at }),
  )
  for (const row of plan.products) {
    const values = productValues(row, at)
    statements.push(
      db
        .insert(products)
        // A fresh id even for a known SKU: the conflict is then on the SKU alone and the stored id stays.
        .values({ id: newId(), ...values, createdAt: at })
        .onConflictDoUpdate({ target: products.sku, set: values }),
    )
  }
  statements.push(
    db.insert(auditLog).values({
      id: newId(),
      actorId,
      action: 'catalogue.import',
      entity: 'catalogue',
      details: { ...summary, categoriesCreated: plan.categories.map((category) => category.slug) },
    }),
  )
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
}
