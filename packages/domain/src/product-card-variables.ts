import type { Settings } from './settings'

export type ProductCardStyle = Settings['ui']['productCard']

const ASPECT_RATIOS: Record<ProductCardStyle['imageAspectRatio'], string> = {
  square: '1 / 1',
  '4/3': '4 / 3',
  '3/2': '3 / 2',
  '16/9': '16 / 9',
}

/** CSS variables for a product grid and its cards, from settings `ui.productCard`. */
export function productCardVariables(style: ProductCardStyle): Record<string, string> {
  return {
    '--grid-columns-mobile': String(style.gridColumns.mobile),
    '--grid-columns-tablet': String(style.gridColumns.tablet),
    '--grid-columns-desktop': String(style.gridColumns.desktop),
    '--card-image-ratio': ASPECT_RATIOS[style.imageAspectRatio],
    '--card-min-height': style.cardHeight === 'fixed' ? '26rem' : 'auto',
    '--card-title-size': style.titleFontSize,
    '--card-price-size': style.priceFontSize,
    '--card-description-size': style.descriptionFontSize,
    '--card-padding': style.cardPadding,
    '--card-radius': style.borderRadius,
  }
}
