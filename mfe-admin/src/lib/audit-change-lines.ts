import type { AuditValue } from '@shop/domain'

/** Values longer than this are cut in the table; the full value stays in the cell's title. */
export const CHANGE_VALUE_MAX = 60

export interface ShownValue {
  /** What the cell shows: the value compacted and cut to CHANGE_VALUE_MAX characters. */
  text: string
  /** The whole value, given only when `text` was cut. */
  full?: string
  empty: boolean
}

export interface ChangeLine {
  field: string
  /** Null for a note of the entry (no before side at all). */
  before: ShownValue | null
  after: ShownValue
}

type Fields = { [key: string]: AuditValue }

function isFields(value: AuditValue | undefined): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A value on one line: text as is, lists and objects as compact JSON; missing and empty values are `empty`. */
export function showValue(value: AuditValue | undefined): ShownValue {
  if (value === undefined || value === null || value === '') return { text: '', empty: true }
  const whole = typeof value === 'string' ? value : JSON.stringify(value)
  const flat = whole.replace(/\s+/g, ' ')
  if (flat.length <= CHANGE_VALUE_MAX) return { text: flat, empty: false }
  return { text: `${flat.slice(0, CHANGE_VALUE_MAX - 1)}…`, full: whole, empty: false }
}

/**
 * The fields an entry changed, in the order they first appear (after, then before-only ones), each with both
 * sides; a side that did not exist (a create's before, a delete's after) shows as empty. Other notes of the entry
 * (counts of a bulk call) follow as lines with no before.
 */
export function changeLines(details: { [key: string]: AuditValue }): ChangeLine[] {
  const before = isFields(details.before) ? details.before : {}
  const after = isFields(details.after) ? details.after : {}
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])]
  const lines = fields.map((field) => ({
    field,
    before: showValue(before[field]),
    after: showValue(after[field]),
  }))
  const notes = Object.entries(details)
    .filter(([key]) => key !== 'before' && key !== 'after')
    .map(([field, value]) => ({ field, before: null, after: showValue(value) }))
  return [...lines, ...notes]
}

/** The last 8 characters of a record id, as the admin tables show ids. */
export function shortId(id: string): string {
  return id.slice(-8)
}
