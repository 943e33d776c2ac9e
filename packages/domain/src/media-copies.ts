/**
 * Smaller copies of the shop's own pictures, so a phone showing a card 180 px wide does not download a 1200 px
 * original. Every picture the shop stores (seeded or uploaded) is kept at these widths beside the original; the
 * media route answers `?w=<width>` with the copy, or with the original when a picture has none. `srcset` and
 * `sizes` are responsive-image.ts's; the widths and the thumbnail address are a module of their own because the
 * storefront's header (its search suggestions) needs them without the rest, and its chunk keeps its own copy.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number]

/** Whether an address (as resolveMediaUrl gives it) names a picture the shop stores, which has copies. */
export function isStoredMediaUrl(url: string): boolean {
  return /^\/media\/[^?#]+$/.test(url)
}

/** The address of a thumbnail (a cart row, a suggestion, a gallery thumb): the picture's smallest copy. */
export function thumbnailUrl(url: string): string {
  return isStoredMediaUrl(url) ? `${url}?w=${IMAGE_VARIANT_WIDTHS[0]}` : url
}
