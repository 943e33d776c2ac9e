import type {
  LocalizedText,
  OrderStatus,
  PaymentStatus,
  ProductSpecification,
  Role,
  ShippingAddress,
} from '@shop/domain'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'

/*
 * Conventions: ids are 24-character hex strings (time-ordered, shown as `_id`); money is integer kuruş; times are
 * ISO-8601 UTC text; per-language texts are JSON objects `{ tr, en, ... }`.
 */

const id = () => text('id').primaryKey()
const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`)
const updatedAt = () => text('updated_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`)
const localized = (name: string) => text(name, { mode: 'json' }).$type<LocalizedText>().notNull().default({})
const flag = (name: string, value: boolean) => integer(name, { mode: 'boolean' }).notNull().default(value)

export const users = sqliteTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').$type<Role>().notNull().default('user'),
    isActive: flag('is_active', true),
    /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`: parameters live beside the hash. */
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Set when an admin deletes the user: the row stays (orders point at it, without cascade) but is anonymised,
     * inactive and left out of the user lists, and its e-mail is free again.
     */
    deletedAt: text('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ('admin', 'user', 'moderator')`),
  ],
)

/** One row per issued token; logout or deactivation revokes it, so a token is only as good as its session. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Failed logins per key (an e-mail or a client address) for slowing down and refusing guessing. */
export const loginAttempts = sqliteTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: text('window_started_at').notNull(),
  lockedUntil: text('locked_until'),
})

export const addresses = sqliteTable(
  'addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Ev'),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    neighborhood: text('neighborhood').notNull(),
    addressLine: text('address_line').notNull(),
    postalCode: text('postal_code'),
    isDefault: flag('is_default', false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.isDefault)],
)

export const categories = sqliteTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: localized('name'),
    description: localized('description'),
    parentId: text('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: flag('is_active', true),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    index('categories_parent_sort_idx').on(t.parentId, t.sortOrder),
    index('categories_active_sort_idx').on(t.isActive, t.sortOrder),
  ],
)

export const products = sqliteTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    name: localized('name'),
    shortDescription: localized('short_description'),
    description: localized('description'),
    /** Turkish name folded to a byte-sortable key, so `sort=name` is alphabetical the Turkish way. */
    nameSortKey: text('name_sort_key').notNull().default(''),
    /** English name (the Turkish one when it has none) folded to a byte-sortable key: `sort=name` in English. */
    nameSortKeyEn: text('name_sort_key_en').notNull().default(''),
    /** Names in every language, folded by `foldTurkish`; the full-text index (products_fts) reads it. */
    searchNames: text('search_names').notNull().default(''),
    /** Short descriptions and descriptions in every language, folded the same way, for the full-text index. */
    searchText: text('search_text').notNull().default(''),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price'),
    /** What the shopper pays per unit (discount rule applied), kept in step with price/discountPrice. */
    effectivePrice: integer('effective_price').notNull(),
    stock: integer('stock').notNull().default(0),
    isActive: flag('is_active', true),
    isFeatured: flag('is_featured', false),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    videos: text('videos', { mode: 'json' }).$type<string[]>().notNull().default([]),
    specifications: text('specifications', { mode: 'json' })
      .$type<ProductSpecification[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_active_created_idx').on(t.isActive, t.createdAt),
    // The staff list, every product newest first whatever its status: walked, not sorted (159 ms at 100,000).
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_active_price_idx').on(t.isActive, t.effectivePrice),
    index('products_active_name_idx').on(t.isActive, t.nameSortKey),
    index('products_active_name_en_idx').on(t.isActive, t.nameSortKeyEn),
    index('products_active_stock_idx').on(t.isActive, t.stock),
    // Covers the visibility filter, so counting a product list reads the index alone.
    index('products_active_category_idx').on(t.isActive, t.categoryId),
    index('products_category_created_idx').on(t.categoryId, t.createdAt),
    index('products_featured_created_idx').on(t.isFeatured, t.createdAt),
    index('products_discount_idx').on(t.effectivePrice, t.price),
    // Only the products on sale, newest first: the on-sale filter compares two columns, which no range can seek.
    // The query must say exactly `effective_price < price` for SQLite to pick it.
    index('products_on_sale_created_idx')
      .on(t.isActive, t.createdAt)
      .where(sql`${t.effectivePrice} < ${t.price}`),
    // A batch that would sell more than is in stock fails as a whole on this check.
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_discount_non_negative', sql`${t.discountPrice} is null or ${t.discountPrice} >= 0`),
  ],
)

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('whatsapp'),
    shippingAddress: text('shipping_address', { mode: 'json' }).$type<ShippingAddress>().notNull(),
    notes: text('notes'),
    subtotal: integer('subtotal').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    trackingNumber: text('tracking_number'),
    estimatedDeliveryDate: text('estimated_delivery_date'),
    whatsappMessage: text('whatsapp_message'),
    language: text('language').notNull().default('tr'),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request body an idempotency key was first used with; another body under the key is refused. */
    requestHash: text('request_hash'),
    cancelledAt: text('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_payment_created_idx').on(t.paymentStatus, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'completed', 'failed', 'cancelled')`,
    ),
  ],
)

/** Line items keep snapshots of name, image and price as they were when ordered. */
export const orderItems = sqliteTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: localized('product_name'),
    productImage: text('product_image'),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

export const pages = sqliteTable(
  'pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: localized('title'),
    content: localized('content'),
    isPublished: flag('is_published', false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_slug_unique').on(t.slug), index('pages_published_idx').on(t.isPublished)],
)

/** Lira per one unit of the foreign currency, entered by hand. */
export const exchangeRates = sqliteTable(
  'exchange_rates',
  {
    id: id(),
    targetCurrency: text('target_currency').notNull(),
    rate: real('rate').notNull(),
    isActive: flag('is_active', true),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    lastUpdated: text('last_updated').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exchange_rates_currency_unique').on(t.targetCurrency),
    check('exchange_rates_rate_range', sql`${t.rate} > 0 and ${t.rate} <= 1000000`),
  ],
)

export const exchangeRateHistory = sqliteTable(
  'exchange_rate_history',
  {
    id: id(),
    targetCurrency: text('target_currency').notNull(),
    rate: real('rate').notNull(),
    previousRate: real('previous_rate'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('exchange_rate_history_currency_idx').on(t.targetCurrency, t.createdAt)],
)

/** One row per settings group (theme, whatsapp, shipping, …), each a JSON document validated by @shop/domain. */
export const settings = sqliteTable('settings', {
  group: text('group').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
})

export const wishlistItems = sqliteTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_user_created_idx').on(t.userId, t.createdAt),
  ],
)

/** Who changed what, for admin actions on orders, users, settings, rates and the catalogue. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
)

/** Media objects uploaded to R2, so admins can list and clean up what the catalogue references. */
export const mediaObjects = sqliteTable(
  'media_objects',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    folder: text('folder').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('media_objects_folder_idx').on(t.folder, t.createdAt)],
)

/**
 * One row: the generation of everything the edge caches for visitors (catalogue, pages, settings, rates). Every
 * staff write moves it on, so cached answers under the old number are never read again (cache/generation.ts).
 */
export const cacheGeneration = sqliteTable('cache_generation', {
  id: integer('id').primaryKey(),
  value: integer('value').notNull(),
})

/**
 * The releases of each remote, in order (docs/decisions.md): a remote's live build is its newest live release not
 * rolled back. The id is an autoincrement integer rather than the house's hex id because it is the order itself: two
 * deploys within one second must still stack. Preview releases (`live` false) are recorded but never live.
 */
export const remoteReleases = sqliteTable(
  'remote_releases',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    remote: text('remote').notNull(),
    buildId: text('build_id').notNull(),
    live: flag('live', true),
    createdAt: createdAt(),
    rolledBackAt: text('rolled_back_at'),
  },
  (t) => [index('remote_releases_remote_idx').on(t.remote, t.id)],
)

// The tables the triggers on `products` keep live in their own file; exported here so drizzle-kit sees them.
export {
  NO_CATEGORY,
  productFacetCounts,
  productSearchKeys,
} from './product-derived-tables'
