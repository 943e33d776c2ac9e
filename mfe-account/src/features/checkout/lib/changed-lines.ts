import type { OrderQuote } from '@shop/domain'

export interface ChangedLine {
  product: string
  /** Unit price (lira) the shopper saw; null when the line had no price then. */
  before: number | null
  after: number | null
}

/** The lines whose unit price differs between the quote the shopper saw and the fresh one, in the fresh order. */
export function changedLines(before: OrderQuote | undefined, after: OrderQuote): ChangedLine[] {
  const seen = new Map(before?.lines.map((line) => [line.product, line.unitPrice]) ?? [])
  return after.lines
    .filter((line) => !seen.has(line.product) || seen.get(line.product) !== line.unitPrice)
    .map((line) => ({ product: line.product, before: seen.get(line.product) ?? null, after: line.unitPrice }))
}
