import { type Pagination, type ProductDto, type ProductListQuery, paginate } from '@shop/domain'
import { and, asc, count, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { categories, products } from '../schema'
import { toProductDto } from './product-dto'

/** Categories a shopper may see: active roots and, below them, active children (an inactive parent hides its tree). */
const visibleCategoryIds = sql`with recursive visible(id) as (
  select id from categories where parent_id is null and is_active = 1
  union all
  select c.id from categories c join visible v on c.parent_id = v.id where c.is_active = 1
) select id from visible`

/** The category named by id or slug and all of its descendants. */
function categoryTreeIds(idOrSlug: string): SQL {
  return sql`with recursive tree(id) as (
    select id from categories where id = ${idOrSlug} or slug = ${idOrSlug}
    union all
    select c.id from categories c join tree t on c.parent_id = t.id
  ) select id from tree`
}

export function visibleProduct(): SQL {
  return and(
    eq(products.isActive, true),
    or(isNull(products.categoryId), sql`${products.categoryId} in (${visibleCategoryIds})`),
  ) as SQL
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** Case-insensitive (ASCII) substring match over the Turkish and English names and the SKU. */
function matchesText(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`
  return sql`(json_extract(${products.name}, '$.tr') like ${pattern} escape '\\'
    or json_extract(${products.name}, '$.en') like ${pattern} escape '\\'
    or ${products.sku} like ${pattern} escape '\\')`
}

function listFilter(query: ProductListQuery): SQL {
  const conditions: SQL[] = [visibleProduct()]
  if (query.category) conditions.push(sql`${products.categoryId} in (${categoryTreeIds(query.category)})`)
  if (query.featured !== undefined) conditions.push(eq(products.isFeatured, query.featured))
  // effective_price is below price exactly when the discount rule (0 < discountPrice < price) applies.
  if (query.sale === true) conditions.push(lt(products.effectivePrice, products.price))
  if (query.sale === false) conditions.push(eq(products.effectivePrice, products.price))
  if (query.q) conditions.push(matchesText(query.q))
  return and(...conditions) as SQL
}

const SORT_COLUMNS = {
  createdAt: products.createdAt,
  price: products.effectivePrice,
  name: products.nameSortKey,
  stock: products.stock,
} as const

export interface ProductPage {
  items: ProductDto[]
  pagination: Pagination
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const where = listFilter(query)
  const direction = query.order === 'asc' ? asc : desc
  const rows = db
    .select({
      product: products,
      // Aliased: D1 batch results are keyed by column name, so a second `id`, `slug` or `name` would overwrite.
      categoryId: sql<string | null>`${categories.id}`.as('category_ref_id'),
      categorySlug: sql<string | null>`${categories.slug}`.as('category_ref_slug'),
      categoryName: sql<string | null>`${categories.name}`.as('category_ref_name'),
    })
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(where)
    // The id tie-break keeps pages stable when many rows share a price, stock or second.
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
  const total = db.select({ total: count() }).from(products).where(where)
  const [page, [counted]] = await db.batch([rows, total])
  return {
    items: page.map((row) =>
      toProductDto(
        row.product,
        row.categoryId === null
          ? null
          : { id: row.categoryId, slug: row.categorySlug ?? '', name: JSON.parse(row.categoryName ?? '{}') },
      ),
    ),
    pagination: paginate(query.page, query.limit, counted?.total ?? 0),
  }
}
