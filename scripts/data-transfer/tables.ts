/**
 * The tables a shop export carries, in an order that inserts every row after the rows it points at. Sessions and
 * login attempts are left out (they expire), and so are the tables the products table's triggers fill as rows go in:
 * the full-text index (`products_fts`), the search keys (`product_search_keys`) and the counts per category and
 * filter (`product_facet_counts`).
 */
export const EXPORTED_TABLES = [
  'users',
  'addresses',
  'categories',
  'products',
  'orders',
  'order_items',
  'pages',
  'settings',
  'exchange_rates',
  'exchange_rate_history',
  'wishlist_items',
  'audit_log',
  'media_objects',
] as const

export type ExportedTable = (typeof EXPORTED_TABLES)[number]

/**
 * What a user row carries instead of a password hash: no password matches it (it is not in the hash format), so an
 * imported account signs in only after a new password is set.
 */
export const NO_PASSWORD = 'imported$no-password'

/** The export file's format name and version; the import refuses anything else. */
export const EXPORT_FORMAT = 'dental-shop-export'
export const EXPORT_VERSION = 1
