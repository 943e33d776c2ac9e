/**
 * Smaller copies of the shop's own pictures, so a phone showing a card 180 px wide does not download a 1200 px
 * original. Every picture the shop stores (seeded or uploaded) is kept at these widths beside the original; the
 * media route answers `?w=<width>` with the copy, or with the original when a picture has none.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number]

/** The widest an original can be: uploads are resized to at most 1600 px in the browser, the seed draws 1200 px. */
const ORIGINAL_WIDTH = 1600
const STORED_MEDIA = /^\/media\/[^?#]+$/

export function isImageVariantWidth(value: number): value is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(value)
}

/** The storage key of the copy of the picture stored under `key`, at `width`. */
export function imageVariantKey(key: string, width: ImageVariantWidth): string {
  return `variants/${width}/${key}`
}

/**
 * The `srcset` for a picture address (as resolveMediaUrl gives it): each copy and the original for a picture the
 * shop stores; undefined for an outside address, whose sizes nobody knows.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!STORED_MEDIA.test(url)) return undefined
  return [
    ...IMAGE_VARIANT_WIDTHS.map((width) => `${url}?w=${width} ${width}w`),
    `${url} ${ORIGINAL_WIDTH}w`,
  ].join(', ')
}

/** The address of a thumbnail (a cart row, a suggestion, a gallery thumb): the picture's smallest copy. */
export function thumbnailUrl(url: string): string {
  return STORED_MEDIA.test(url) ? `${url}?w=${IMAGE_VARIANT_WIDTHS[0]}` : url
}

/** Widths of the storefront's layout the `sizes` below follow (theme.css and the grids' media queries). */
const TABLET = '48rem'
const DESKTOP = '64rem'
const CONTAINER = '80rem'

/**
 * The `sizes` of a product card's picture in a grid of these columns: the container's share per column, which is a
 * little more than the card (gaps and a list's filters column are left out), so the copy chosen is never too small.
 */
export function productGridImageSizes(columns: { mobile: number; tablet: number; desktop: number }): string {
  return [
    `(min-width: ${CONTAINER}) calc(${CONTAINER} / ${columns.desktop})`,
    `(min-width: ${DESKTOP}) calc(100vw / ${columns.desktop})`,
    `(min-width: ${TABLET}) calc(100vw / ${columns.tablet})`,
    `calc(100vw / ${columns.mobile})`,
  ].join(', ')
}

/** The product page's main picture: the full width on a phone, half the page beside the details from a tablet up. */
export const PRODUCT_GALLERY_IMAGE_SIZES = `(min-width: ${CONTAINER}) calc(${CONTAINER} / 2), (min-width: ${TABLET}) 50vw, 100vw`

/** A category tile: two to a row on a phone, four on a tablet, six on a desktop. */
export const CATEGORY_CARD_IMAGE_SIZES = `(min-width: ${DESKTOP}) calc(${CONTAINER} / 6), (min-width: ${TABLET}) 25vw, 50vw`

/** A category page's picture beside its heading: the full width on a phone, a 14rem column from a tablet up. */
export const CATEGORY_INTRO_IMAGE_SIZES = `(min-width: ${TABLET}) 14rem, 100vw`
