import type { ProductDto } from '@shop/domain'

/** A product as the list answers it: in stock, not on sale, no pictures; a test spreads it and changes what it needs. */
export const glove: ProductDto = {
  _id: 'p1',
  slug: 'nitril-eldiven',
  sku: 'ELD-001',
  name: { tr: 'Nitril Eldiven', en: 'Nitrile Gloves' },
  shortDescription: {},
  description: {},
  price: 120,
  discountPrice: null,
  stock: 40,
  isInStock: true,
  isActive: true,
  isFeatured: false,
  images: [],
  videos: [],
  specifications: [],
  category: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}
