import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/*
 * Tables derived from `products` and kept in step by its triggers (migrations 0010 and 0011): nothing writes them
 * directly, and a shop export leaves them out, as the triggers fill them while the products go in.
 */

/**
 * What a search filters and ranks its matches by besides the words, one narrow row per product under the product's
 * rowid (the full-text index's rowid), kept by triggers on `products` (migration 0010). A product's own row is about
 * 850 bytes, four to a page, so checking a word's 1,001 newest matches read about as many pages; these rows are
 * about 70 bytes. Stock is kept as whether there is any, written only when that flips, so an order rarely writes here.
 */
export const productSearchKeys = sqliteTable(
  'product_search_keys',
  {
    rowId: integer('row_id').primaryKey(),
    id: text('id').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull(),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull(),
    categoryId: text('category_id'),
    price: integer('price').notNull(),
    effectivePrice: integer('effective_price').notNull(),
    inStock: integer('in_stock', { mode: 'boolean' }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    // Counting each category's products within a price bound (the facets) reads this index alone, whatever other
    // filter is set beside it: through the products' category index it looked every row up for its price (19 → 2 ms
    // in SQLite at 100,000 products), and without the flags here every key row for its stock.
    index('product_search_keys_category_price_idx').on(
      t.isActive,
      t.categoryId,
      t.effectivePrice,
      t.price,
      t.inStock,
      t.isFeatured,
    ),
  ],
)

/** The category key of a product outside any category in productFacetCounts (a primary key holds no null). */
export const NO_CATEGORY = ''

/**
 * How many active products share each category and each answer to the list's yes-or-no filters (in stock, on sale,
 * featured), kept by triggers on `products` (migration 0011): at most eight rows per category, so the total of a list
 * narrowed only by those filters and a category, and its facets, are sums of a few rows instead of counts of the
 * catalogue. An order writes here only when a product runs out or comes back.
 */
export const productFacetCounts = sqliteTable(
  'product_facet_counts',
  {
    categoryKey: text('category_key').notNull(),
    inStock: integer('in_stock', { mode: 'boolean' }).notNull(),
    onSale: integer('on_sale', { mode: 'boolean' }).notNull(),
    featured: integer('featured', { mode: 'boolean' }).notNull(),
    activeProducts: integer('active_products').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryKey, t.inStock, t.onSale, t.featured] })],
)
