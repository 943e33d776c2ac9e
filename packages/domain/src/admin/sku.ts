import { foldTurkish } from '../text'

export const SKU_PREFIX_LENGTH = 8
export const SKU_RANDOM_LENGTH = 4
export const SKU_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/

const RANDOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** SKUs are compared and stored upper-case (admin.md §5). */
export function normalizeSku(sku: string): string {
  return foldTurkish(sku.trim()).toUpperCase()
}

/**
 * A new product's SKU from its Turkish name (admin.md §5): up to 8 letters or digits of the name, a hyphen, and
 * 4 random characters without look-alikes (0/O, 1/I). `random` is injectable for tests.
 */
export function generateSku(turkishName: string, random: () => number = Math.random): string {
  const prefix = normalizeSku(turkishName)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, SKU_PREFIX_LENGTH)
  let suffix = ''
  for (let index = 0; index < SKU_RANDOM_LENGTH; index += 1) {
    suffix += RANDOM_ALPHABET[Math.floor(random() * RANDOM_ALPHABET.length)] ?? 'X'
  }
  return prefix ? `${prefix}-${suffix}` : suffix
}
