import { type AuditValue, ORDER_STATUSES, PAYMENT_STATUSES, ROLES } from '@shop/domain'
import type { Translate } from '@shop/i18n'
import { shortId } from './audit-change-lines'
import type { ValueKind } from './audit-field-words'

/** What turns values into the admin's language: react-intl's formatting, handed in so the wording stays pure. */
export interface ValueFormatters {
  t: Translate
  number: (value: number) => string
  /** A lira amount by the shop's money rule in the admin's language (useLira). */
  lira: (amount: number) => string
  /** A calendar day (YYYY-MM-DD) as the admin reads dates. */
  date: (day: string) => string
  /** An instant as local date and time. */
  dateTime: (instant: string) => string
  /** The admin's language: its text of a localized value comes first. */
  language: string
  /** A category's name in the admin's language; undefined when the category is not (or no longer) there. */
  categoryName: (id: string) => string | undefined
}

const isOneOf = <T extends string>(list: readonly T[], value: AuditValue): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** HTML (a description, a page's content) as its text: tags dropped, the common entities decoded. */
export function textOfHtml(text: string): string {
  if (!/<\/?[a-z][^>]*>/i.test(text)) return text
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

const compact = (value: AuditValue): string =>
  typeof value === 'string' ? textOfHtml(value) : JSON.stringify(value)

function localizedText(value: AuditValue, f: ValueFormatters): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return plain(value, f)
  const languages = Object.keys(value).sort((a, b) => Number(b === f.language) - Number(a === f.language))
  const parts = languages
    .filter((language) => value[language] !== '' && value[language] !== null)
    .map((language) => `${language.toUpperCase()}: ${plain(value[language] ?? null, f)}`)
  return parts.join(' · ')
}

function plain(value: AuditValue, f: ValueFormatters): string {
  if (typeof value === 'number') return f.number(value)
  if (typeof value === 'boolean') return f.t(value ? 'admin.common.yes' : 'admin.common.no')
  return compact(value)
}

function listCount(value: AuditValue, f: ValueFormatters, key: 'files' | 'items'): string {
  if (!Array.isArray(value)) return plain(value, f)
  return f.t(key === 'files' ? 'admin.audit_words.file_count' : 'admin.audit_words.item_count', {
    count: value.length,
  })
}

function booleanWords(value: AuditValue, f: ValueFormatters, kind: 'active' | 'yes_no' | 'published') {
  if (typeof value !== 'boolean') return plain(value, f)
  if (kind === 'active') return f.t(value ? 'admin.common.active' : 'admin.common.passive')
  if (kind === 'published') return f.t(value ? 'admin.pages.published' : 'admin.pages.draft')
  return f.t(value ? 'admin.common.yes' : 'admin.common.no')
}

/**
 * One audited value in words, by its field's kind: statuses and roles by their labels, booleans by the field's
 * natural words, lira amounts by the shop's money rule, dates in the admin's locale, localized texts with the
 * admin's language first. A value of an unexpected shape is shown as it is (never hidden).
 */
export function valueWords(kind: ValueKind, value: AuditValue, f: ValueFormatters): string {
  switch (kind) {
    case 'order_status':
      return isOneOf(ORDER_STATUSES, value) ? f.t(`order_status.${value}`) : plain(value, f)
    case 'payment_status':
      return isOneOf(PAYMENT_STATUSES, value) ? f.t(`payment_status.${value}`) : plain(value, f)
    case 'role':
      return isOneOf(ROLES, value) ? f.t(`admin.users.role_${value}`) : plain(value, f)
    case 'active':
    case 'yes_no':
    case 'published':
      return booleanWords(value, f, kind)
    case 'money':
      return typeof value === 'number' ? f.lira(value) : plain(value, f)
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? f.date(value) : plain(value, f)
    case 'date_time':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? f.dateTime(value)
        : plain(value, f)
    case 'localized':
      return localizedText(value, f)
    case 'id':
      return typeof value === 'string'
        ? f.t('admin.audit_words.short_id', { id: shortId(value) })
        : plain(value, f)
    case 'category':
      if (typeof value !== 'string') return plain(value, f)
      return f.categoryName(value) ?? f.t('admin.audit_words.short_id', { id: shortId(value) })
    case 'files':
    case 'items':
      return listCount(value, f, kind)
    case 'stock_move':
      if (value === 'returned') return f.t('admin.audit_words.stock_returned')
      if (value === 'taken') return f.t('admin.audit_words.stock_taken')
      return plain(value, f)
    case 'api_key_note':
      if (value === 'changed') return f.t('admin.audit_words.api_key_changed')
      if (value === 'removed') return f.t('admin.audit_words.api_key_removed')
      return plain(value, f)
    case 'number':
    case 'text':
      return plain(value, f)
  }
}
