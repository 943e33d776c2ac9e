import { describe, expect, it } from 'vitest'
import { freeProductSlug, RESERVED_PRODUCT_SLUGS } from '../product-slugs'
import {
  adminProductListQuerySchema,
  bulkStockUpdateSchema,
  productInputSchema,
  stockLevel,
  stockUpdateSchema,
} from './product-form'

const valid = {
  name: { tr: 'Kompozit Dolgu', en: 'Composite Filling' },
  description: { tr: 'Işıkla sertleşen kompozit dolgu', en: 'Light-cured composite filling' },
  sku: 'komp-a2',
  category: 'cat-1',
  price: '120,50',
  discountPrice: '99.90',
  stock: '12',
  images: ['/media/products/kompozit.png'],
  specifications: [{ key: { tr: 'Renk' }, value: { tr: 'A2' } }],
}

/** The first message per field path, as the API and the form show them. */
function errorsOf(input: unknown): Record<string, string> {
  const result = productInputSchema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.')
    errors[path] ??= issue.message
  }
  return errors
}

describe('productInputSchema', () => {
  it('parses the form: prices and stock from text (comma as dot), SKU upper-cased, defaults filled', () => {
    const product = productInputSchema.parse(valid)
    expect(product).toMatchObject({
      price: 120.5,
      discountPrice: 99.9,
      stock: 12,
      sku: 'KOMP-A2',
      videos: [],
      isActive: true,
      isFeatured: false,
    })
    expect(product.slug).toBeUndefined()
    expect(product.name).toEqual({ tr: 'Kompozit Dolgu', en: 'Composite Filling' })
  })

  it('has a message for each rule of admin.md §5', () => {
    expect(errorsOf({ ...valid, name: { tr: '  ' } })).toEqual({ 'name.tr': 'admin.product.name_required' })
    expect(errorsOf({ ...valid, category: '' })).toEqual({ category: 'admin.product.category_required' })
    expect(errorsOf({ ...valid, price: '0' })).toEqual({ price: 'admin.product.price_invalid' })
    expect(errorsOf({ ...valid, price: 'abc' })).toEqual({ price: 'admin.product.price_invalid' })
    // '1.250' written with a Turkish thousands point would be 1,25 ₺; digits past the kuruş are never rounded away.
    for (const price of ['1.250', '12,345', 19.999])
      expect({ price, errors: errorsOf({ ...valid, price }) }).toEqual({
        price,
        errors: { price: 'admin.amount_decimals' },
      })
    expect(errorsOf({ ...valid, price: 100, discountPrice: '1.250' })).toEqual({
      discountPrice: 'admin.amount_decimals',
    })
    for (const price of ['1250', '1250,5', '12,50', 19.99, 0.1 + 0.2])
      expect({ price, errors: errorsOf({ ...valid, price, discountPrice: null }) }).toEqual({
        price,
        errors: {},
      })
    expect(errorsOf({ ...valid, price: 100, discountPrice: 100 })).toEqual({
      discountPrice: 'admin.product.discount_too_high',
    })
    expect(errorsOf({ ...valid, description: { tr: 'Kısa' } })).toEqual({
      'description.tr': 'admin.product.description_min',
    })
    expect(errorsOf({ ...valid, images: [] })).toEqual({ images: 'admin.product.image_required' })
    expect(errorsOf({ ...valid, sku: '' })).toEqual({ sku: 'admin.product.sku_required' })
    expect(errorsOf({ ...valid, sku: 'AB C' })).toEqual({ sku: 'admin.product.sku_invalid' })
    expect(errorsOf({ ...valid, stock: -1 })).toEqual({ stock: 'admin.product.stock_invalid' })
    // Text goes through the input filter first, as the stock field does: only digits are kept.
    expect(productInputSchema.parse({ ...valid, stock: '-1' }).stock).toBe(1)
    expect(errorsOf({ ...valid, stock: 2.5 })).toEqual({ stock: 'admin.product.stock_invalid' })
    expect(errorsOf({ ...valid, images: ['javascript:alert(1)'] })).toEqual({
      'images.0': 'admin.product.media_invalid',
    })
  })

  it('speaks the same rule when a field is missing altogether', () => {
    const bare = { price: valid.price, stock: valid.stock }
    expect(errorsOf(bare)).toEqual({
      name: 'admin.product.name_required',
      description: 'admin.product.description_min',
      category: 'admin.product.category_required',
      sku: 'admin.product.sku_required',
      images: 'admin.product.image_required',
    })
    expect(errorsOf({ ...valid, price: undefined })).toEqual({ price: 'admin.product.price_invalid' })
  })

  it('points at the specification by its position', () => {
    const specifications = [
      { key: { tr: 'Renk' }, value: { tr: 'A2' } },
      { key: { tr: '' }, value: { tr: '4 g' } },
      { key: { tr: 'Ağırlık' }, value: { tr: ' ' } },
    ]
    expect(errorsOf({ ...valid, specifications })).toEqual({
      'specifications.1.key.tr': 'admin.product.spec_name_required',
      'specifications.2.value.tr': 'admin.product.spec_value_required',
    })
  })

  it('reports the cross-field rules beside other broken fields, as the form shows them all at once', () => {
    const errors = errorsOf({
      ...valid,
      description: { tr: 'Kısa' },
      price: 50,
      discountPrice: 60,
      specifications: [{ key: { tr: '' }, value: { tr: 'x' } }],
    })
    expect(errors).toEqual({
      'description.tr': 'admin.product.description_min',
      discountPrice: 'admin.product.discount_too_high',
      'specifications.0.key.tr': 'admin.product.spec_name_required',
    })
  })

  it('treats an empty or zero discount as none', () => {
    for (const discountPrice of ['', 0, '0', undefined, null]) {
      expect(productInputSchema.parse({ ...valid, discountPrice }).discountPrice).toBeNull()
    }
  })

  it('drops English texts too short to be one and the short description', () => {
    const product = productInputSchema.parse({
      ...valid,
      name: { tr: 'Kompozit', en: 'K' },
      description: { tr: 'Uzun bir açıklama metni', en: 'Too short' },
      shortDescription: { tr: 'Kısa' },
    })
    expect(product.name).toEqual({ tr: 'Kompozit', en: undefined })
    expect(product.description.en).toBeUndefined()
    expect('shortDescription' in product).toBe(false)
  })

  it('takes a slug only in the slug shape', () => {
    expect(productInputSchema.parse({ ...valid, slug: 'kompozit-a2' }).slug).toBe('kompozit-a2')
    expect(errorsOf({ ...valid, slug: 'Kompozit A2' })).toEqual({ slug: 'admin.category.slug_invalid' })
  })
})

describe('freeProductSlug', () => {
  it('keeps a free slug and suffixes a taken one with the first free number', () => {
    expect(freeProductSlug('ayna', new Set())).toBe('ayna')
    expect(freeProductSlug('ayna', new Set(['ayna']))).toBe('ayna-2')
    expect(freeProductSlug('ayna', new Set(['ayna', 'ayna-2', 'ayna-4']))).toBe('ayna-3')
  })

  it('never hands out a path of the products router', () => {
    for (const slug of RESERVED_PRODUCT_SLUGS) expect(freeProductSlug(slug, new Set())).toBe(`${slug}-2`)
    expect(freeProductSlug('stats', new Set(['stats-2']))).toBe('stats-3')
  })
})

describe('admin list query and stock', () => {
  it('defaults to every status, 20 a page', () => {
    expect(adminProductListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, status: 'all' })
    expect(
      adminProductListQuerySchema.parse({ lowStock: 'true', status: 'inactive', page: '2' }),
    ).toMatchObject({
      lowStock: true,
      status: 'inactive',
      page: 2,
    })
    expect(adminProductListQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false)
  })

  it('takes stock as whole numbers of 0 or more', () => {
    expect(stockUpdateSchema.parse({ stock: '7' })).toEqual({ stock: 7 })
    expect(stockUpdateSchema.parse({ stock: '' })).toEqual({ stock: 0 })
    expect(stockUpdateSchema.safeParse({ stock: 1.5 }).success).toBe(false)
    expect(stockUpdateSchema.safeParse({ stock: -1 }).success).toBe(false)
    expect(bulkStockUpdateSchema.safeParse({ products: [] }).error?.issues[0]?.message).toBe(
      'admin.bulk.ids_required',
    )
  })

  it('colours stock as the table does', () => {
    expect([-1, 0, 1, 5, 6].map(stockLevel)).toEqual(['out', 'out', 'low', 'low', 'ok'])
  })
})
