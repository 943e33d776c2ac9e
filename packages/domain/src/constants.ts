/** Business constants from the specification (storefront.md §9, admin.md §9). One place, imported by API and UI. */

export const LANGUAGES = ['tr', 'en', 'ar', 'de', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_SUPPORTED_LANGUAGES: readonly Language[] = ['tr', 'en']
export const FALLBACK_LANGUAGE: Language = 'tr'

export const STOREFRONT_CURRENCIES = ['TRY', 'USD', 'EUR'] as const
export type StorefrontCurrency = (typeof STOREFRONT_CURRENCIES)[number]
export const SETTINGS_CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const
export type SettingsCurrency = (typeof SETTINGS_CURRENCIES)[number]
export const FOREIGN_CURRENCIES = ['USD', 'EUR'] as const
export const CURRENCY_SYMBOLS: Record<SettingsCurrency, string> = { TRY: '₺', USD: '$', EUR: '€', GBP: '£' }

export const ROLES = ['admin', 'user', 'moderator'] as const
export type Role = (typeof ROLES)[number]

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const LOW_STOCK_THRESHOLD = 5
export const TAX_RATE_PERCENT = 18
export const DEFAULT_FREE_SHIPPING_THRESHOLD = 150
export const DEFAULT_STANDARD_SHIPPING_COST = 15
/** The highest price (lira) a product may have; a price filter beyond it is refused too. */
export const MAX_PRICE = 100_000_000

export const PAGE_SIZE = {
  productList: 20,
  categoryProducts: 20,
  homeSection: 8,
  homeCategories: 12,
  headerCategories: 8,
  myOrders: 10,
  adminOrders: 20,
  adminUsers: 20,
  adminProducts: 20,
  dashboardRecentOrders: 5,
} as const
export const MAX_PAGE_SIZE = 100

export const PASSWORD_MIN_LENGTH = 6
/** Bounds the work one PBKDF2 call does on a hostile input. */
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254

/** Order limits: distinct products per order, units per line, characters of the notes. */
export const MAX_ORDER_LINES = 50
export const MAX_ORDER_QUANTITY = 999
export const ORDER_NOTES_MAX_LENGTH = 1000
/** Saved addresses per user. */
export const MAX_ADDRESSES = 20
export const DEFAULT_ADDRESS_TITLE = 'Ev'
export const DEFAULT_SITE_NAME = 'E-Ticaret'

export const DEFAULT_THEME = {
  background: '#2F2F2F',
  foreground: '#FFFFFF',
  primary: '#ba8e1a',
  primaryForeground: '#FFFFFF',
} as const

export const RATES_STALE_AFTER_MS = 5 * 60 * 1000
export const REQUEST_TIMEOUT_MS = { default: 10_000, singleUpload: 60_000, multipleUpload: 120_000 } as const

export const STORAGE_KEYS = {
  authToken: 'auth_token',
  user: 'user',
  selectedCurrency: 'selectedCurrency',
  language: 'language',
  cart: 'cart-storage',
} as const

/**
 * How far the list's facets count: a value above it (FACET_COUNT_CAP + 1) means "more than FACET_COUNT_CAP", shown as
 * 1.000+, the way the list's own total reads. Counting every match read the catalogue for each count (about 400 ms of
 * database time at 100,000 products).
 */
export const FACET_COUNT_CAP = 1000
