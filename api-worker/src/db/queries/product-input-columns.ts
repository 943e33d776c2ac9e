import { type LocalizedText, liraToKurus, type ProductInput } from '@shop/domain'
import { derivedProductColumns } from '../product-columns'

/**
 * What every product write (the admin form, the catalogue import) stores from a validated input: prices in kuruş,
 * English left out when the schema dropped it, and the derived columns. The short description is not part of the
 * input; it is given only for the search text, and each caller decides whether to write it.
 */
export function productColumns(input: ProductInput, slug: string, shortDescription: LocalizedText) {
  const price = liraToKurus(input.price)
  const discountPrice = input.discountPrice === null ? null : liraToKurus(input.discountPrice)
  const name = localized(input.name)
  const description = localized(input.description)
  return {
    slug,
    sku: input.sku,
    name,
    description,
    price,
    discountPrice,
    stock: input.stock,
    isActive: input.isActive,
    isFeatured: input.isFeatured,
    categoryId: input.category,
    images: input.images,
    videos: input.videos,
    specifications: input.specifications.map((spec) => ({
      key: localized(spec.key),
      value: localized(spec.value),
    })),
    ...derivedProductColumns({ name, shortDescription, description, price, discountPrice }),
  }
}

export type ProductColumns = ReturnType<typeof productColumns>

function localized(text: { tr: string; en?: string | undefined }): LocalizedText {
  return text.en ? { tr: text.tr, en: text.en } : { tr: text.tr }
}
