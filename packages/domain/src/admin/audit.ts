import { z } from 'zod'
import { paginationQuerySchema } from '../product'
import { isIsoDate } from './order-admin'

/** What an audit row can be about; with the action's verb it reads `product.update`, `order.update_status`, … */
export const AUDIT_ENTITIES = [
  'product',
  'category',
  'order',
  'user',
  'page',
  'exchange_rate',
  'settings',
  'catalogue',
] as const
export type AuditEntityName = (typeof AUDIT_ENTITIES)[number]

export const AUDIT_LOG_PAGE_SIZE = 50

/** Upper bound for ids and actions in a filter: longer values cannot match anything stored. */
const FILTER_MAX_LENGTH = 100

const filterText = z
  .string()
  .trim()
  .min(1, 'admin.audit.filter_invalid')
  .max(FILTER_MAX_LENGTH, 'admin.audit.filter_invalid')

/** A calendar day (YYYY-MM-DD) or a full ISO instant (2026-01-31T10:00:00Z); what `from`/`to` accept. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

function isIsoDateOrInstant(value: string): boolean {
  if (isIsoDate(value)) return true
  return ISO_INSTANT.test(value) && isIsoDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))
}

/**
 * The UTC instant a bound stands for: a full instant as itself; a day from its first moment (`from`) or up to its
 * last (`to`), so `from=2026-01-01&to=2026-01-01` is that whole day.
 */
export function auditBoundInstant(value: string, edge: 'from' | 'to'): string {
  if (!isIsoDate(value)) return new Date(value).toISOString()
  return edge === 'from' ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`
}

const bound = (edge: 'from' | 'to') =>
  z
    .string()
    .trim()
    .refine(isIsoDateOrInstant, 'admin.audit.date_invalid')
    .transform((value) => auditBoundInstant(value, edge))
    .optional()

/** The audit log's paging: 50 a page by default, at most 100. */
const auditPageSchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.removeDefault().default(AUDIT_LOG_PAGE_SIZE),
})

/** GET /orders/admin/{id}/history, GET /products/admin/{id}/history: one record's audit rows, paged as the log. */
export const auditHistoryQuerySchema = auditPageSchema
export type AuditHistoryQuery = z.input<typeof auditHistoryQuerySchema>

/** GET /audit-log: newest first, 50 a page (at most 100); every filter optional, all of them combined. */
export const auditLogQuerySchema = auditPageSchema
  .extend({
    entity: z.enum(AUDIT_ENTITIES, 'admin.audit.entity_invalid').optional(),
    entityId: filterText.optional(),
    /** The id of the user who made the change. */
    actor: filterText.optional(),
    /** An exact action, e.g. `product.update`. */
    action: filterText.optional(),
    from: bound('from'),
    to: bound('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'admin.audit.range_invalid',
    path: ['to'],
  })
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>
export type AuditLogFilter = z.output<typeof auditLogQuerySchema>

/**
 * Who made a change. A deleted user is kept anonymised (no name, a placeholder e-mail) and marked `deleted`;
 * `actor` is null only for a row written without one (a system job) or whose user row no longer exists.
 */
export interface AuditActor {
  _id: string
  name: string
  email: string
  deleted: boolean
}

/** Any value JSON can carry: what an audit row's details hold (typed so, the client sees it unchanged). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue }

/**
 * One audit row. `details` holds `before` and `after` with the fields the write changed (`{}` on the side that did
 * not exist: a create's before, a delete's after) and anything else the write noted (counts of a bulk call).
 */
export interface AuditLogEntry {
  _id: string
  action: string
  entity: AuditEntityName
  entityId: string | null
  actor: AuditActor | null
  details: { [key: string]: AuditValue }
  createdAt: string
}

/**
 * The record an audit row is about, named as it reads now: a product's name and SKU, a category's or a page's name in
 * the caller's language, an order's number, a user's name, a rate's currency, a settings group. Null when the record
 * no longer exists (a deleted user counts as gone: its old name is never shown) or the row names no record.
 */
export interface AuditRecord {
  label: string
}

/** One entry of GET /audit-log: the row with its record named (the record histories answer rows without). */
export interface AuditLogListEntry extends AuditLogEntry {
  record: AuditRecord | null
}
