import {
  imageSrcSet,
  PAGE_SIZE,
  PRODUCT_GALLERY_IMAGE_SIZES,
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

/** The product whose picture is the page's largest paint, from the inlined first screen. */
function leadingProduct(page: ShopPage, boot: BootData): unknown {
  switch (page.kind) {
    case 'product':
      return (inlinedAnswer(boot, bootKeys.productDetail(page.idOrSlug)) as { product?: unknown } | undefined)
        ?.product
    case 'home': {
      // The featured grid comes first on home (routes/home-page.tsx) and loads its first row eagerly.
      const featured = inlinedAnswer(boot, bootKeys.section('featured', PAGE_SIZE.homeSection))
      return Array.isArray(featured) ? featured[0] : undefined
    }
    case 'products':
    case 'category': {
      const list = boot.queries.find((query) => query.key[0] === 'products' && query.key[1] === 'list')
        ?.data as { products?: unknown[] } | undefined
      return list?.products?.[0]
    }
    default:
      return undefined
  }
}

/**
 * The page's largest paint, a product picture (the product's main picture; the first card of home's featured grid or
 * of a list), asked for by the HTML with the scripts instead of once the page has rendered. Read from the inlined
 * first screen, so a page without one, or a product without a picture, adds nothing. The preload offers the
 * picture's copies with the sizes its `<img>` gives, so both choose the same file.
 */
export function leadingImagePreload(page: ShopPage, boot: BootData): PreloadLink | null {
  const href = firstImageOf(leadingProduct(page, boot))
  if (!href) return null
  const link: PreloadLink = { href, rel: 'preload', as: 'image', fetchpriority: 'high' }
  const srcSet = imageSrcSet(href)
  const sizes = leadingImageSizes(page, boot)
  return srcSet && sizes ? { ...link, imagesrcset: srcSet, imagesizes: sizes } : link
}

/** The `sizes` the leading picture's `<img>` has: the gallery's, or a card's in the settings' grid. */
function leadingImageSizes(page: ShopPage, boot: BootData): string | null {
  if (page.kind === 'product') return PRODUCT_GALLERY_IMAGE_SIZES
  const columns = inlinedSettings(boot)?.ui.productCard.gridColumns
  return columns ? productGridImageSizes(columns) : null
}
