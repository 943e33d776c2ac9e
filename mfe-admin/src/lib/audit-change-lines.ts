import type { AuditValue } from '@shop/domain'

/** Values longer than this are cut in the table; the full value stays in the cell's title. */
export const CHANGE_VALUE_MAX = 60

export interface ShownValue {
  /** What the cell shows: the value on one line, cut to CHANGE_VALUE_MAX characters. */
  text: string
  /** The whole value, given only when `text` was cut. */
  full?: string
  empty: boolean
}

export interface ChangeLine {
  field: string
  /** Undefined for a note of the entry (no before side at all); null when the side did not exist or was empty. */
  before: AuditValue | undefined
  after: AuditValue
  note: boolean
}

type Fields = { [key: string]: AuditValue }

function isFields(value: AuditValue | undefined): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A text on one line, cut to CHANGE_VALUE_MAX characters with the whole of it kept; '' is `empty`. */
export function showText(text: string): ShownValue {
  if (text === '') return { text: '', empty: true }
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= CHANGE_VALUE_MAX) return { text: flat, empty: false }
  return { text: `${flat.slice(0, CHANGE_VALUE_MAX - 1)}…`, full: text, empty: false }
}

/** Whether a stored value is nothing at all: missing, null or an empty text. */
export function isEmptyValue(value: AuditValue | undefined): boolean {
  return value === undefined || value === null || value === ''
}

/**
 * The fields an entry changed, in the order they first appear (after, then before-only ones), each with both
 * sides as stored; a side that did not exist (a create's before, a delete's after) is null. Other notes of the
 * entry (counts of a bulk call) follow as lines with no before.
 */
export function changeLines(details: { [key: string]: AuditValue }): ChangeLine[] {
  const before = isFields(details.before) ? details.before : {}
  const after = isFields(details.after) ? details.after : {}
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])]
  const lines = fields.map((field) => ({
    field,
    before: before[field] ?? null,
    after: after[field] ?? null,
    note: false,
  }))
  const notes = Object.entries(details)
    .filter(([key]) => key !== 'before' && key !== 'after')
    .map(([field, value]) => ({ field, before: undefined, after: value, note: true }))
  return [...lines, ...notes]
}

/** The last 8 characters of a record id, as the admin tables show ids. */
export function shortId(id: string): string {
  return id.slice(-8)
}
