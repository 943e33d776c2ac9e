import { imageSrcSet } from '@shop/domain'
import { escapeHtml } from './escape'

/**
 * ` srcset` and ` sizes` attributes for a picture the shop stores, as the storefront's own `<img>` gives them, so
 * the copy the browser picks from the painted screen is the one React's element asks for again; '' for an outside
 * address.
 */
export function imageSourceAttributes(url: string, sizes: string): string {
  const srcSet = imageSrcSet(url)
  return srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"` : ''
}
