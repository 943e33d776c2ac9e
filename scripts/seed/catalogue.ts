import { liraToKurus, slugify } from '@shop/domain'
import { inArray } from 'drizzle-orm'
import { derivedProductColumns } from '../../api-worker/src/db/product-columns'
import { categories, products } from '../../api-worker/src/db/schema'
import { newId } from '../../api-worker/src/lib/ids'

import { CATEGORIES } from './catalogue/categories'
import { SEED_PRODUCTS } from './catalogue/index'
import { runBatched, type SeedContext } from './context'
import { CATEGORY_IMAGE_SIZE, categoryImage, PRODUCT_IMAGE_SIZE, productImage } from './images'
import { categoryPictureKey, mediaPath, productPictureKey, putPictureIfMissing } from './media'
import { cachedWebp } from './picture-cache'
import { categoryKind, productKind } from './product-kinds'

export interface SeededCategory {
  id: string
  colour: string
}

/** Roots first, then children under the ids the roots actually have (they may come from an earlier run). */
export async function seedCategories(ctx: SeedContext): Promise<Map<string, SeededCategory>> {
  const colours = new Map<string, string>()
  const row = (
    slug: string,
    name: readonly string[],
    description: readonly string[],
    order: number,
    parentId: string | null,
  ) => ({
    id: newId(),
    slug,
    name: { tr: name[0], en: name[1] },
    description: { tr: description[0], en: description[1] },
    parentId,
    sortOrder: order,
    image: mediaPath(categoryPictureKey(slug)),
  })

  const roots = CATEGORIES.map((root, index) => {
    colours.set(root.slug, root.colour)
    return row(root.slug, root.name, root.description, index, null)
  })
  await runBatched(
    ctx.db,
    roots.map((values) => ctx.db.insert(categories).values(values).onConflictDoNothing()),
  )
  const rootIds = await idsBySlug(
    ctx,
    roots.map((root) => root.slug),
  )

  const children = CATEGORIES.flatMap((root) =>
    (root.children ?? []).map((child, index) => {
      colours.set(child.slug, root.colour)
      return row(child.slug, child.name, child.description, index, rootIds.get(root.slug) ?? null)
    }),
  )
  await runBatched(
    ctx.db,
    children.map((values) => ctx.db.insert(categories).values(values).onConflictDoNothing()),
  )
  const allIds = await idsBySlug(ctx, [...colours.keys()])

  const rootSlugs = new Set(CATEGORIES.map((root) => root.slug))
  // All at once: one picture is drawn while the ones before it encode (webp.ts) on libuv's threads.
  await Promise.all(
    [...colours].map(([slug, colour]) => {
      // A root shows the second form of its kind, so it differs from the child category drawn the same way.
      const variant = rootSlugs.has(slug) ? 1 : 0
      const kind = categoryKind(slug)
      return putPictureIfMissing(ctx, categoryPictureKey(slug), CATEGORY_IMAGE_SIZE.width, (width, role) =>
        cachedWebp(categoryImage, [kind, colour, variant, width], role),
      )
    }),
  )
  return new Map([...allIds].map(([slug, id]) => [slug, { id, colour: colours.get(slug) ?? '#455a64' }]))
}

async function idsBySlug(ctx: SeedContext, slugs: string[]): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs))
  return new Map(rows.map((r) => [r.slug, r.id]))
}

/** The hand-written catalogue, spread over the last days so "new products" has an order. Returns how many were new. */
export async function seedProducts(
  ctx: SeedContext,
  categoryMap: Map<string, SeededCategory>,
): Promise<number> {
  const now = Date.now()
  const before = await ctx.db.$count(products)
  const statements = SEED_PRODUCTS.map((product, index) => {
    const category = categoryMap.get(product.category)
    if (!category) throw new Error(`Seed product ${product.sku} names unknown category ${product.category}`)
    const createdAt = new Date(now - (SEED_PRODUCTS.length - index) * 37 * 60_000)
    const slug = slugify(product.name[0])
    const name = { tr: product.name[0], en: product.name[1] }
    const shortDescription = { tr: product.short[0], en: product.short[1] }
    const description = { tr: product.description[0], en: product.description[1] }
    const price = liraToKurus(product.price)
    const discountPrice = product.discount === undefined ? null : liraToKurus(product.discount)
    return ctx.db
      .insert(products)
      .values({
        id: newId(createdAt.getTime()),
        slug,
        sku: product.sku,
        name,
        shortDescription,
        description,
        price,
        discountPrice,
        stock: product.stock,
        isFeatured: product.featured ?? false,
        categoryId: category.id,
        images: [mediaPath(productPictureKey(slug))],
        specifications: product.specs.map(([keyTr, keyEn, valueTr, valueEn]) => ({
          key: { tr: keyTr, en: keyEn },
          value: { tr: valueTr, en: valueEn ?? valueTr },
        })),
        createdAt: createdAt.toISOString(),
        updatedAt: createdAt.toISOString(),
        ...derivedProductColumns({ name, shortDescription, description, price, discountPrice }),
      })
      .onConflictDoNothing()
  })
  await runBatched(ctx.db, statements)

  const seenOfKind = new Map<string, number>()
  const pictures = SEED_PRODUCTS.map((product) => {
    const kind = productKind(product)
    const variant = seenOfKind.get(kind) ?? 0
    seenOfKind.set(kind, variant + 1)
    return { product, kind, variant, colour: categoryMap.get(product.category)?.colour ?? '#455a64' }
  })
  // All at once, as the categories' pictures are.
  await Promise.all(
    pictures.map(({ product, kind, variant, colour }) =>
      putPictureIfMissing(
        ctx,
        productPictureKey(slugify(product.name[0])),
        PRODUCT_IMAGE_SIZE,
        (size, role) => cachedWebp(productImage, [kind, colour, variant, size], role),
      ),
    ),
  )
  return (await ctx.db.$count(products)) - before
}
