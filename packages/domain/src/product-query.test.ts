import { describe, expect, it } from 'vitest'
import { categoryListQuerySchema } from './category'
import { MAX_PRICE } from './constants'
import { productListQuerySchema } from './product'
import { resolveProductSort } from './product-list-params'
import { categoryProductsQuerySchema, productSectionQuerySchema, stockQuerySchema } from './product-lookup'

describe('resolveProductSort', () => {
  it('ranks a search by relevance unless a sort is asked for', () => {
    expect(resolveProductSort({ q: 'implant' })).toBe('relevance')
    expect(resolveProductSort({ q: 'implant', sort: 'price' })).toBe('price')
  })

  it('lists newest first without a search', () => {
    expect(resolveProductSort({})).toBe('createdAt')
    expect(resolveProductSort({ q: '' })).toBe('createdAt')
    expect(resolveProductSort({ sort: 'name' })).toBe('name')
  })
})

describe('product list parameters', () => {
  it('defaults page 1, limit 20, order desc and leaves sort to the search rule', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, order: 'desc' })
  })

  it('refuses negative pages, non-numeric limits, unknown sorts and over-long searches', () => {
    for (const bad of [
      { page: '-1' },
      { limit: 'abc' },
      { limit: '101' },
      { sort: 'drop' },
      { q: 'a'.repeat(201) },
    ]) {
      expect(productListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('reads a price range in lira, an in-stock flag and an empty bound as none', () => {
    expect(
      productListQuerySchema.parse({ minPrice: '10.5', maxPrice: '200', inStock: 'true', sale: '1' }),
    ).toMatchObject({ minPrice: 10.5, maxPrice: 200, inStock: true, sale: true })
    expect(productListQuerySchema.parse({ minPrice: '', maxPrice: ' ' })).toEqual({
      page: 1,
      limit: 20,
      order: 'desc',
    })
    expect(productListQuerySchema.parse({ minPrice: '0', maxPrice: String(MAX_PRICE) })).toMatchObject({
      minPrice: 0,
      maxPrice: MAX_PRICE,
    })
    expect(productListQuerySchema.parse({ minPrice: '50', maxPrice: '50' })).toMatchObject({
      minPrice: 50,
      maxPrice: 50,
    })
  })

  it('refuses a bound below 0, above the highest price or not a number, with the catalogue key', () => {
    for (const bad of [
      { minPrice: '-0.01' },
      { maxPrice: String(MAX_PRICE + 1) },
      { maxPrice: 'ucuz' },
      { minPrice: 'Infinity' },
    ]) {
      const result = productListQuerySchema.safeParse(bad)
      expect(result.error?.issues[0]?.message, JSON.stringify(bad)).toBe('product.price_filter_invalid')
    }
    expect(productListQuerySchema.safeParse({ inStock: 'yes' }).success).toBe(false)
  })

  it('refuses a lower bound above the upper one, on the list and in a category', () => {
    for (const schema of [productListQuerySchema, categoryProductsQuerySchema]) {
      const result = schema.safeParse({ minPrice: '100', maxPrice: '99.99' })
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ message: 'product.price_range_invalid', path: ['minPrice'] }),
      ])
    }
  })

  it('takes the same parameters for a category, without the category itself', () => {
    expect(categoryProductsQuerySchema.parse({ category: 'x', sale: 'true' })).toEqual({
      page: 1,
      limit: 20,
      order: 'desc',
      sale: true,
    })
  })
})

describe('section, stock and category list parameters', () => {
  it('shows 8 in a section by default, at most 50', () => {
    expect(productSectionQuerySchema.parse({})).toEqual({ limit: 8 })
    expect(productSectionQuerySchema.safeParse({ limit: '51' }).success).toBe(false)
  })

  it('asks stock for a whole quantity of at least 1, 1 by default', () => {
    expect(stockQuerySchema.parse({})).toEqual({ quantity: 1 })
    expect(stockQuerySchema.parse({ quantity: '3' })).toEqual({ quantity: 3 })
    for (const quantity of ['0', '-2', '1.5', 'x'])
      expect(stockQuerySchema.safeParse({ quantity }).success).toBe(false)
  })

  it('takes an optional parent and limit for categories', () => {
    expect(categoryListQuerySchema.parse({ parent: ' root ', limit: '12' })).toEqual({
      parent: 'root',
      limit: 12,
    })
    expect(categoryListQuerySchema.safeParse({ limit: '0' }).success).toBe(false)
    expect(categoryListQuerySchema.safeParse({ parent: '' }).success).toBe(false)
  })
})
