/** A discount applies only when 0 < discountPrice < price (storefront.md §5). Amounts in any one unit. */
export function hasDiscount(
  price: number | null | undefined,
  discountPrice: number | null | undefined,
): boolean {
  return isValidPrice(price) && isValidPrice(discountPrice) && (discountPrice as number) < (price as number)
}

/** The amount a shopper pays for one unit. */
export function effectivePrice(price: number, discountPrice: number | null | undefined): number {
  return hasDiscount(price, discountPrice) ? (discountPrice as number) : price
}

/** Whole-percent discount for badges, 0 when no discount applies. */
export function discountPercent(price: number, discountPrice: number | null | undefined): number {
  if (!hasDiscount(price, discountPrice)) return 0
  return Math.round((1 - (discountPrice as number) / price) * 100)
}

/** A missing, zero or non-numeric price is shown as unavailable. */
export function isValidPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}
