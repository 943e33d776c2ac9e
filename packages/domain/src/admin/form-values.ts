import { NEVER, type z } from 'zod'

/**
 * Number inputs of the admin forms (admin.md §5): prices accept only digits, dot and comma (comma becomes dot),
 * stock only digits. The same filters clean what a user types and what a schema receives as text.
 */
export function filterDecimalInput(text: string): string {
  return text.replace(/,/g, '.').replace(/[^0-9.]/g, '')
}

export function filterDigitsInput(text: string): string {
  return text.replace(/[^0-9]/g, '')
}

/** A form's text or a JSON number as a number; blank text is `undefined` so "required" rules can speak. */
export function decimalFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const cleaned = filterDecimalInput(value)
  if (cleaned === '') return undefined
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

/**
 * An amount with digits past the kuruş. Typed as text this is mostly a Turkish thousands point ('1.250' meant as
 * 1250, which would read as 1,25): refused rather than rounded or read the other way. The text is checked before it
 * becomes a number, which drops the trailing zero ('1.250' → 1.25).
 */
export function hasDigitsPastKurus(value: unknown): boolean {
  if (typeof value === 'string') return /\.\d{3,}$/.test(filterDecimalInput(value))
  if (typeof value !== 'number' || !Number.isFinite(value)) return false
  return Math.abs(value * 100 - Math.round(value * 100)) > 1e-6
}

/**
 * A `z.preprocess` step for an amount typed as text or sent as a number: refused with 'admin.amount_decimals' when it
 * has digits past the kuruş, otherwise read by `read`.
 */
export function amountFromInput(read: (value: unknown) => unknown) {
  return (value: unknown, context: z.RefinementCtx) => {
    if (!hasDigitsPastKurus(value)) return read(value)
    context.addIssue({ code: 'custom', message: 'admin.amount_decimals', input: value })
    return NEVER
  }
}

/**
 * The `{n}` of a message about an item of a list ('{n}. özelliğin adı gereklidir'): the item's 1-based position,
 * read from the first index in the issue's path. API and forms fill it the same way.
 */
export function listPositionParams(path: readonly PropertyKey[]): { n?: number } {
  const index = path.find((segment): segment is number => typeof segment === 'number')
  return index === undefined ? {} : { n: index + 1 }
}
