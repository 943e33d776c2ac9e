import type { AuditEntityName } from '@shop/domain'
import type { MessageKey } from '@shop/i18n'

/** How an audited value reads: which words or formatting turn the stored value into text for staff. */
export type ValueKind =
  | 'text'
  | 'number'
  | 'order_status'
  | 'payment_status'
  | 'role'
  /** Aktif / Pasif. */
  | 'active'
  /** Evet / Hayır. */
  | 'yes_no'
  /** Yayında / Taslak. */
  | 'published'
  /** Lira amounts (the API logs prices in lira, as it speaks them, not the kuruş it stores). */
  | 'money'
  /** A calendar day, YYYY-MM-DD. */
  | 'date'
  /** An ISO instant. */
  | 'date_time'
  /** `{ tr, en }`. */
  | 'localized'
  /** A record id: shown short. */
  | 'id'
  /** A category's id: shown by the category's name, short when the category is gone. */
  | 'category'
  /** A list of media paths: shown as their count. */
  | 'files'
  /** Any other list: shown as its count. */
  | 'items'
  | 'stock_move'
  | 'api_key_note'

export interface FieldWords {
  /** The field's name in words; null when unknown, then the raw field name is shown. */
  label: MessageKey | null
  kind: ValueKind
}

type FieldMap = Record<string, FieldWords>
const w = (label: MessageKey, kind: ValueKind = 'text'): FieldWords => ({ label, kind })

const PRODUCT: FieldMap = {
  slug: w('admin.categories.form_slug'),
  sku: w('admin.products.sku'),
  name: w('admin.products.col_name', 'localized'),
  description: w('admin.audit_words.description', 'localized'),
  price: w('admin.products.price', 'money'),
  discountPrice: w('admin.products.discount_price', 'money'),
  stock: w('admin.products.stock', 'number'),
  isActive: w('admin.products.col_status', 'active'),
  isFeatured: w('admin.products.is_featured', 'yes_no'),
  categoryId: w('admin.products.category', 'category'),
  images: w('admin.products.images', 'files'),
  videos: w('admin.products.videos', 'files'),
  specifications: w('admin.audit_words.specifications', 'items'),
}

const CATEGORY: FieldMap = {
  slug: w('admin.categories.form_slug'),
  name: w('admin.categories.col_name', 'localized'),
  description: w('admin.audit_words.description', 'localized'),
  parentCategory: w('admin.audit_words.parent_category', 'category'),
  sortOrder: w('admin.audit_words.sort_order', 'number'),
  isActive: w('admin.categories.col_status', 'active'),
  image: w('admin.audit_words.image'),
}

const ORDER: FieldMap = {
  status: w('order_status.label', 'order_status'),
  paymentStatus: w('payment_status.label', 'payment_status'),
  trackingNumber: w('admin.orders.tracking_number'),
  estimatedDeliveryDate: w('admin.orders.estimated_delivery', 'date'),
  stock: w('admin.audit_words.stock_move', 'stock_move'),
}

const USER: FieldMap = {
  name: w('admin.users.field_name'),
  email: w('admin.users.field_email'),
  phone: w('admin.users.field_phone'),
  role: w('admin.users.field_role', 'role'),
  isActive: w('admin.products.col_status', 'active'),
  anonymised: w('admin.audit_words.anonymised', 'yes_no'),
  otherSessionsEnded: w('admin.audit_words.other_sessions_ended', 'yes_no'),
}

const PAGE: FieldMap = {
  title: w('admin.pages.col_title', 'localized'),
  slug: w('admin.pages.col_slug'),
  isPublished: w('admin.pages.col_status', 'published'),
  contentLength: w('admin.audit_words.content_length', 'localized'),
}

const EXCHANGE_RATE: FieldMap = {
  rate: w('admin.audit_words.rate', 'number'),
  isActive: w('admin.rates_screen.col_status', 'active'),
  cacheClearedAt: w('admin.audit_words.cache_cleared_at', 'date_time'),
}

const CATALOGUE: FieldMap = {
  rows: w('admin.audit_words.import_rows', 'number'),
  created: w('admin.audit_words.import_created', 'number'),
  updated: w('admin.audit_words.import_updated', 'number'),
  categoriesCreated: w('admin.audit_words.import_categories_created'),
}

/** Settings fields are dotted paths (`seo.metaTitle.tr`); a localized leaf's `.tr`/`.en` is worded apart. */
const SETTINGS: FieldMap = {
  'theme.background': w('admin.settings_screen.theme_background'),
  'theme.foreground': w('admin.settings_screen.theme_foreground'),
  'theme.primary': w('admin.settings_screen.theme_primary'),
  'theme.primaryForeground': w('admin.settings_screen.theme_primary_foreground'),
  'translation.enabled': w('admin.settings_cards.translation_enabled', 'yes_no'),
  'translation.model': w('admin.settings_cards.translation_model'),
  apiKey: w('admin.audit_words.api_key', 'api_key_note'),
  siteName: w('admin.settings_screen.site_name'),
  siteDescription: w('admin.settings_screen.site_description'),
  logoUrl: w('admin.settings_screen.logo'),
  faviconUrl: w('admin.settings_screen.favicon'),
  headerLogoUrl: w('admin.settings_screen.header_logo'),
  footerLogoUrl: w('admin.settings_screen.footer_logo'),
  'contactInfo.email': w('admin.settings_screen.contact_email'),
  'contactInfo.phone': w('admin.settings_screen.contact_phone'),
  'contactInfo.address': w('admin.settings_screen.contact_address'),
  'contactInfo.workingHours': w('admin.settings_screen.contact_hours'),
  'socialMedia.facebook': w('admin.settings_screen.social_facebook'),
  'socialMedia.instagram': w('admin.settings_screen.social_instagram'),
  'socialMedia.twitter': w('admin.settings_screen.social_twitter'),
  'socialMedia.youtube': w('admin.settings_screen.social_youtube'),
  'socialMedia.linkedin': w('admin.settings_screen.social_linkedin'),
  'whatsapp.isEnabled': w('admin.settings_screen.whatsapp_enabled', 'yes_no'),
  'whatsapp.phoneNumber': w('admin.settings_screen.whatsapp_number'),
  'whatsapp.message': w('admin.settings_screen.whatsapp_message'),
  'shipping.freeShippingThreshold': w('admin.settings_screen.free_shipping_threshold', 'money'),
  'shipping.standardShippingCost': w('admin.settings_screen.standard_shipping_cost', 'money'),
  'shipping.expressShippingCost': w('admin.settings_screen.express_shipping_cost', 'money'),
  'shipping.taxRatePercent': w('admin.settings_screen.tax_rate', 'number'),
  'seo.metaTitle': w('admin.settings_cards.meta_title'),
  'seo.metaDescription': w('admin.settings_cards.meta_description'),
  'seo.metaKeywords': w('admin.settings_cards.meta_keywords'),
  'seo.ogImage': w('admin.settings_cards.og_image'),
  'languages.default': w('admin.settings_cards.default_language'),
  'languages.supported': w('admin.settings_cards.supported_languages'),
  'currency.code': w('admin.settings_cards.currency_code'),
  'currency.symbol': w('admin.settings_cards.currency_symbol'),
  'currency.position': w('admin.settings_cards.currency_position'),
  'maintenance.isEnabled': w('admin.audit_words.maintenance_enabled', 'yes_no'),
  'maintenance.message': w('admin.settings_cards.maintenance_message'),
}

/** The settings card a group's fields belong to, put before a field of the style group (`ui.hero.…`). */
const SETTINGS_UI_GROUP: MessageKey = 'admin.settings_cards.ui_title'

const FIELDS: Record<AuditEntityName, FieldMap> = {
  product: PRODUCT,
  category: CATEGORY,
  order: ORDER,
  user: USER,
  page: PAGE,
  exchange_rate: EXCHANGE_RATE,
  settings: SETTINGS,
  catalogue: CATALOGUE,
}

const UNKNOWN: FieldWords = { label: null, kind: 'text' }

export interface SettingsFieldWords extends FieldWords {
  /** For a localized leaf (`siteName.tr`): its language. */
  language?: string
  /** For a field of the style group, which has no words of its own here: the group's name. */
  group?: MessageKey
}

const LANGUAGE_LEAF = /^(.*)\.(tr|en|ar|de|fr)$/

/** The words of one audited field of an entity; unknown fields keep their raw name (never hidden). */
export function fieldWords(entity: AuditEntityName, field: string): SettingsFieldWords {
  const known = FIELDS[entity][field]
  if (known) return known
  if (entity !== 'settings') return UNKNOWN
  const leaf = LANGUAGE_LEAF.exec(field)
  const base = leaf?.[1] ? SETTINGS[leaf[1]] : undefined
  if (base && leaf?.[2]) return { ...base, language: leaf[2] }
  if (field.startsWith('ui.')) return { ...UNKNOWN, group: SETTINGS_UI_GROUP }
  return UNKNOWN
}

/** Whether a field holds a category's id, so its words need the category tree. */
export const namesCategory = (entity: AuditEntityName, field: string) =>
  fieldWords(entity, field).kind === 'category'
