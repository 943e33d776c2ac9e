import {
  imageSrcSet,
  PAGE_SIZE,
  PRODUCT_GALLERY_IMAGE_SIZES,
  productGridFirstRowMedia,
  productGridImageSizes,
  resolveMediaUrl,
} from '@shop/domain'
import { type BootData, bootKeys, inlinedAnswer, inlinedSettings } from './boot-keys'
import type { ShopPage } from './page-route'
import type { PreloadLink } from './remote-preloads'

/** The URL an `<img>` asks for a product's first picture (`resolveMediaUrl`, as the card and gallery call it). */
function firstImageOf(product: unknown): string {
  const images = (product as { images?: unknown } | undefined)?.images
  return Array.isArray(images) && typeof images[0] === 'string' ? resolveMediaUrl(images[0]) : ''
}

/** The grid the page opens with, from the inlined first screen: home's featured cards, a list's or category's. */
function leadingGrid(page: ShopPage, boot: BootData): unknown[] {
  switch (page.kind) {
    case 'home': {
      // The featured grid comes first on home (routes/home-page.tsx) and loads its first row eagerly.
      const featured = inlinedAnswer(boot, bootKeys.section('featured', PAGE_SIZE.homeSection))
      return Array.isArray(featured) ? featured : []
    }
    case 'products':
    case 'category': {
      const list = boot.queries.find((query) => query.key[0] === 'products' && query.key[1] === 'list')
        ?.data as { products?: unknown[] } | undefined
      return list?.products ?? []
    }
    default:
      return []
  }
}

function picturePreload(href: string, sizes: string | null): PreloadLink {
  const link: PreloadLink = { href, rel: 'preload', as: 'image', fetchpriority: 'high' }
  const srcSet = imageSrcSet(href)
  return srcSet && sizes ? { ...link, imagesrcset: srcSet, imagesizes: sizes } : link
}

/**
 * The pictures that can be the page's largest paint, asked for by the HTML with the scripts instead of once the page
 * has rendered: a product page's main picture, or every picture of the opening grid's first row (home's featured
 * cards, a list's), each only at the widths where its card is in that row. The row's pictures are the same size, so
 * any of them may be the one the browser reports; one fetched late made a list's largest paint 1.5 s later in a
 * Lighthouse run. Read from the inlined first screen, so a page without one, or a product without a picture, adds
 * nothing. Each preload offers the picture's copies with the sizes its `<img>` gives, so both choose the same file.
 */
export function leadingImagePreloads(page: ShopPage, boot: BootData): PreloadLink[] {
  if (page.kind === 'product') {
    const detail = inlinedAnswer(boot, bootKeys.productDetail(page.idOrSlug)) as
      | { product?: unknown }
      | undefined
    const href = firstImageOf(detail?.product)
    return href ? [picturePreload(href, PRODUCT_GALLERY_IMAGE_SIZES)] : []
  }
  const columns = inlinedSettings(boot)?.ui.productCard.gridColumns
  const sizes = columns ? productGridImageSizes(columns) : null
  const preloads: PreloadLink[] = []
  // Pictures already asked for at every width: products that share one (a glove in sizes S, M and L) ask once.
  const everywhere = new Set<string>()
  for (const [index, product] of leadingGrid(page, boot).entries()) {
    // Without the settings the grid's columns are unknown: the first card alone, as it leads at every width.
    const media = columns ? productGridFirstRowMedia(index, columns) : index === 0 ? null : undefined
    if (media === undefined) break
    const href = firstImageOf(product)
    if (!href || everywhere.has(href)) continue
    if (media === null) everywhere.add(href)
    preloads.push({ ...picturePreload(href, sizes), ...(media && { media }) })
  }
  return preloads
}
