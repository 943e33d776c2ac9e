import type { ProductDto } from '@shop/domain'

export interface SpecificationValues {
  key: { tr: string; en: string }
  value: { tr: string; en: string }
}

/** What the product form holds: numbers stay text while typed; the shared schema turns them into the API body. */
export interface ProductFormValues {
  name: { tr: string; en: string }
  description: { tr: string; en: string }
  sku: string
  category: string
  price: string
  discountPrice: string
  stock: string
  images: string[]
  videos: string[]
  specifications: SpecificationValues[]
  isActive: boolean
  isFeatured: boolean
}

export const EMPTY_SPECIFICATION: SpecificationValues = { key: { tr: '', en: '' }, value: { tr: '', en: '' } }

export const EMPTY_PRODUCT: ProductFormValues = {
  name: { tr: '', en: '' },
  description: { tr: '', en: '' },
  sku: '',
  category: '',
  price: '',
  discountPrice: '',
  stock: '0',
  images: [],
  videos: [],
  specifications: [],
  isActive: true,
  isFeatured: false,
}

/** An existing product as form values (the short description the spec drops is not carried). */
export function productToFormValues(product: ProductDto): ProductFormValues {
  return {
    name: { tr: product.name.tr ?? '', en: product.name.en ?? '' },
    description: { tr: product.description.tr ?? '', en: product.description.en ?? '' },
    sku: product.sku,
    category: product.category?._id ?? '',
    price: String(product.price),
    discountPrice: product.discountPrice === null ? '' : String(product.discountPrice),
    stock: String(product.stock),
    images: [...product.images],
    videos: [...product.videos],
    specifications: product.specifications.map((spec) => ({
      key: { tr: spec.key.tr ?? '', en: spec.key.en ?? '' },
      value: { tr: spec.value.tr ?? '', en: spec.value.en ?? '' },
    })),
    isActive: product.isActive,
    isFeatured: product.isFeatured,
  }
}
