import { resolveMediaUrl } from '@shop/domain'
import { type BootData, bootKeys } from './boot-keys'
import type { ShopPage } from './page-route'
import type { PreloadLink } from './remote-preloads'

/**
 * A product page's main picture, its largest paint: asked for by the HTML with the scripts instead of once the page
 * has rendered, at the URL the gallery's `<img>` asks for (`resolveMediaUrl` of the first image, as it calls it).
 * Read from the inlined product, so a missing product or an image-less one adds nothing.
 */
export function productImagePreload(page: ShopPage, boot: BootData): PreloadLink | null {
  if (page.kind !== 'product') return null
  const key = JSON.stringify(bootKeys.productDetail(page.idOrSlug))
  const detail = boot.queries.find((query) => JSON.stringify(query.key) === key)?.data as
    | { product?: { images?: unknown } }
    | undefined
  const images = detail?.product?.images
  const first = Array.isArray(images) && typeof images[0] === 'string' ? resolveMediaUrl(images[0]) : ''
  return first ? { href: first, rel: 'preload', as: 'image', fetchpriority: 'high' } : null
}
