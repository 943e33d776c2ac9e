import type { AdminCategoryNode, ProductDto } from '@shop/domain'
import { http } from 'msw'
import { ok } from '../../../test/api-server'

export function category(
  id: string,
  name: string,
  subcategories: AdminCategoryNode[] = [],
): AdminCategoryNode {
  return {
    _id: id,
    slug: id,
    name: { tr: name },
    description: { tr: `${name} kategorisi` },
    image: null,
    parentCategory: null,
    sortOrder: 0,
    isActive: true,
    productCount: 0,
    subcategories,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  }
}

/** Endodonti with one subcategory (Eğeler), and Cerrahi. */
export const CATEGORY_TREE: AdminCategoryNode[] = [
  category('c-endo', 'Endodonti', [{ ...category('c-files', 'Eğeler'), parentCategory: 'c-endo' }]),
  category('c-surgery', 'Cerrahi'),
]

export function product(id: string, name: string, overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    _id: id,
    slug: id,
    sku: `SKU-${id.toUpperCase()}`,
    name: { tr: name },
    shortDescription: {},
    description: { tr: `${name} açıklaması` },
    price: 100,
    discountPrice: null,
    stock: 10,
    isInStock: true,
    isActive: true,
    isFeatured: false,
    images: [`/media/products/${id}.webp`],
    videos: [],
    specifications: [],
    category: { _id: 'c-endo', slug: 'c-endo', name: { tr: 'Endodonti' } },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** GET /products/admin answering the given products as one page; `seen` collects every query string asked. */
export const listHandler = (products: () => ProductDto[], seen: URLSearchParams[] = []) =>
  http.get('*/api/products/admin', ({ request }) => {
    seen.push(new URL(request.url).searchParams)
    const rows = products()
    return ok({ products: rows }, { page: 1, limit: 20, total: rows.length, pages: 1 })
  })
