import {
  effectivePrice,
  type Language,
  type ProductDto,
  readLocalized,
  resolveMediaUrl,
  type Settings,
} from '@shop/domain'

const SCHEMA = 'https://schema.org'

/** The shop as schema.org Organization: name from settings, logo, contact and social profiles when set. */
export function organizationLd(settings: Settings, origin: string, lang: Language): object {
  const logo = resolveMediaUrl(settings.logoUrl || settings.headerLogoUrl, origin)
  const { email, phone } = settings.contactInfo
  const sameAs = Object.values(settings.socialMedia).filter((url) => /^https?:\/\//i.test(url))
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: readLocalized(settings.siteName, lang),
    url: `${origin}/`,
    ...(logo && { logo }),
    ...(email && { email }),
    ...(phone && { telephone: phone }),
    ...((email || phone) && {
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        ...(email && { email }),
        ...(phone && { telephone: phone }),
      },
    }),
    ...(sameAs.length > 0 && { sameAs }),
  }
}

/** A product with one offer in lira at the price the shopper pays (the discount when it applies). */
export function productLd(product: ProductDto, url: string, origin: string, lang: Language): object {
  const description = readLocalized(product.shortDescription, lang)
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: readLocalized(product.name, lang),
    ...(description && { description }),
    sku: product.sku,
    url,
    image: product.images.map((image) => resolveMediaUrl(image, origin)).filter(Boolean),
    ...(product.category && { category: readLocalized(product.category.name, lang) }),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'TRY',
      price: effectivePrice(product.price, product.discountPrice).toFixed(2),
      availability: `${SCHEMA}/${product.isInStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
  }
}

/** Home › … › this page, each crumb with its absolute URL. */
export function breadcrumbLd(crumbs: readonly { name: string; url: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}
