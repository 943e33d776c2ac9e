import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth, isStoredMediaUrl } from './media-copies'

// How pages choose among a stored picture's copies (media-copies.ts keeps the widths): srcset, sizes, storage keys.

/** The widest an original can be: uploads are resized to at most 1600 px in the browser, the seed draws 1200 px. */
const ORIGINAL_WIDTH = 1600

/**
 * The WebP quality (0 to 1) a stored picture is encoded at: an upload's original by the admin's browser, and its
 * copies, which are shown small, where WebP's artefacts do not show at a lower one. The seed encodes at the same.
 */
export const PICTURE_QUALITY = { original: 0.85, copy: 0.8 } as const

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
  if (!isStoredMediaUrl(url)) return undefined
  return [
    ...IMAGE_VARIANT_WIDTHS.map((width) => `${url}?w=${width} ${width}w`),
    `${url} ${ORIGINAL_WIDTH}w`,
  ].join(', ')
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

/** The grid's width ranges, narrowest first: where a phone's, a tablet's and a desktop's column count applies. */
const GRID_RANGES = [
  { columns: 'mobile', from: null, to: TABLET },
  { columns: 'tablet', from: TABLET, to: DESKTOP },
  { columns: 'desktop', from: DESKTOP, to: null },
] as const

/**
 * Where the card at `index` of a product grid sits in its first row, as a media query: null when it does at every
 * width, undefined when at none. Neighbouring ranges are joined, so the second card of a 2 / 3 / 4 grid gives null
 * and the fourth `(width >= 64rem)`.
 */
export function productGridFirstRowMedia(
  index: number,
  columns: { mobile: number; tablet: number; desktop: number },
): string | null | undefined {
  const spans: { from: string | null; to: string | null }[] = []
  for (const range of GRID_RANGES) {
    if (index >= columns[range.columns]) continue
    const last = spans.at(-1)
    if (last && last.to === range.from) last.to = range.to
    else spans.push({ from: range.from, to: range.to })
  }
  if (spans.length === 0) return undefined
  const [only] = spans
  if (spans.length === 1 && only?.from === null && only.to === null) return null
  return spans
    .map(({ from, to }) =>
      from === null ? `(width < ${to})` : to === null ? `(width >= ${from})` : `(${from} <= width < ${to})`,
    )
    .join(', ')
}

/** The product page's main picture: the full width on a phone, half the page beside the details from a tablet up. */
export const PRODUCT_GALLERY_IMAGE_SIZES = `(min-width: ${CONTAINER}) calc(${CONTAINER} / 2), (min-width: ${TABLET}) 50vw, 100vw`

/** A category tile: two to a row on a phone, four on a tablet, six on a desktop. */
export const CATEGORY_CARD_IMAGE_SIZES = `(min-width: ${DESKTOP}) calc(${CONTAINER} / 6), (min-width: ${TABLET}) 25vw, 50vw`

/** A category page's picture beside its heading: the full width on a phone, a 14rem column from a tablet up. */
export const CATEGORY_INTRO_IMAGE_SIZES = `(min-width: ${TABLET}) 14rem, 100vw`
