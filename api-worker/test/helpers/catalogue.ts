import { type LocalizedText, liraToKurus } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { derivedProductColumns } from '../../src/db/product-columns'
import { categories, products } from '../../src/db/schema'
import { newId } from '../../src/lib/ids'

export const testDb = (d1: D1Database) => drizzle(d1)

export interface CategoryInput {
  slug: string
  name: string
  parentId?: string | null
  isActive?: boolean
  sortOrder?: number
}

export async function insertCategory(d1: D1Database, input: CategoryInput): Promise<string> {
  const id = newId()
  await testDb(d1)
    .insert(categories)
    .values({
      id,
      slug: input.slug,
      name: { tr: input.name, en: `${input.name} (en)` },
      parentId: input.parentId ?? null,
      isActive: input.isActive ?? true,
      sortOrder: input.sortOrder ?? 0,
      description: { tr: `${input.name} kategorisi`, en: `${input.name} category` },
      image: `/media/categories/${input.slug}.png`,
    })
  return id
}

export interface ProductInput {
  name: string
  sku: string
  price: number
  discountPrice?: number | null
  stock?: number
  categoryId?: string | null
  isActive?: boolean
  isFeatured?: boolean
  createdAt?: string
  /** English name; defaults to the Turkish name with ' EN'. */
  nameEn?: string
  shortDescription?: LocalizedText
  description?: LocalizedText
  /** Defaults to one picture named after the SKU. */
  images?: string[]
}

export async function insertProduct(d1: D1Database, input: ProductInput): Promise<string> {
  const id = newId()
  const name: LocalizedText = { tr: input.name, en: input.nameEn ?? `${input.name} EN` }
  const shortDescription = input.shortDescription ?? { tr: `${input.name} kısa açıklama` }
  const description = input.description ?? { tr: `${input.name} için uzun açıklama metni` }
  const price = liraToKurus(input.price)
  const discountPrice = input.discountPrice == null ? null : liraToKurus(input.discountPrice)
  const createdAt = input.createdAt ?? new Date().toISOString()
  await testDb(d1)
    .insert(products)
    .values({
      id,
      slug: input.sku.toLowerCase(),
      sku: input.sku,
      name,
      shortDescription,
      description,
      price,
      discountPrice,
      stock: input.stock ?? 10,
      isActive: input.isActive ?? true,
      isFeatured: input.isFeatured ?? false,
      categoryId: input.categoryId ?? null,
      images: input.images ?? [`/media/products/${input.sku.toLowerCase()}.png`],
      specifications: [
        { key: { tr: 'Malzeme', en: 'Material' }, value: { tr: 'Paslanmaz çelik', en: 'Steel' } },
      ],
      createdAt,
      updatedAt: createdAt,
      ...derivedProductColumns({ name, shortDescription, description, price, discountPrice }),
    })
  return id
}
