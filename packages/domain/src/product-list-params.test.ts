import { describe, expect, it } from 'vitest'
import { MAX_PRICE } from './constants'
import { productListFieldsSchema, productListQuerySchema } from './product'
import {
  PRODUCT_LIST_PARAMS,
  type ProductListParam,
  productListParamReaders,
  readProductListParams,
} from './product-list-params'

/** Values a shopper or a link may put in a list URL: valid, at every bound, just past it, and not the type at all. */
const RAW_VALUES = [
  '0',
  '1',
  '-1',
  '2',
  '12',
  '20',
  '100',
  '101',
  '1000',
  '1.5',
  '10.5',
  '-0.01',
  ' 5 ',
  '1e2',
  '0x10',
  'abc',
  'Infinity',
  'NaN',
  String(MAX_PRICE),
  String(MAX_PRICE + 1),
  String(2 ** 53),
  'true',
  'false',
  'yes',
  'TRUE',
  'createdAt',
  'price',
  'name',
  'stock',
  'colour',
  'asc',
  'desc',
  'up',
  'kompozit',
  '  frez  ',
  'çğış ÇĞİŞ',
  'a'.repeat(200),
  'a'.repeat(201),
  ` ${'a'.repeat(200)} `,
]

/** What the API's schema makes of one parameter's raw value: its value, or undefined when it refuses it. */
function schemaReads(name: ProductListParam, raw: string): unknown {
  const parsed = productListFieldsSchema.shape[name].safeParse(raw)
  return parsed.success ? parsed.data : undefined
}

describe('list parameter readers', () => {
  it('name exactly the fields of the API schema', () => {
    expect([...PRODUCT_LIST_PARAMS].sort()).toEqual(Object.keys(productListFieldsSchema.shape).sort())
  })

  it.each(PRODUCT_LIST_PARAMS)('read %s the way the API schema does, for every value', (name) => {
    for (const raw of RAW_VALUES) {
      expect(productListParamReaders[name](raw), `${name}=${raw}`).toEqual(schemaReads(name, raw))
    }
  })

  it('read a query string as the API would take it, leaving out what it would refuse', () => {
    const search = new URLSearchParams(
      'page=2&limit=1000&q=+kompozit+&category=&featured=yes&sale=1&inStock=0&minPrice=10.5&maxPrice=ucuz&sort=price&order=up&utm=x',
    )
    const read = readProductListParams(search)
    expect(read).toEqual({
      page: 2,
      q: 'kompozit',
      sale: true,
      inStock: false,
      minPrice: 10.5,
      sort: 'price',
    })
    // Every value read is one the API accepts unchanged.
    const { page, limit, order, ...rest } = productListQuerySchema.parse(
      Object.fromEntries(Object.entries(read).map(([key, value]) => [key, String(value)])),
    )
    expect({ ...rest, page }).toEqual(read)
    expect({ limit, order }).toEqual({ limit: 20, order: 'desc' })
  })

  it('drop a reversed price range, which the API refuses as a whole', () => {
    const search = new URLSearchParams('minPrice=100&maxPrice=99.99&q=frez')
    expect(productListQuerySchema.safeParse(Object.fromEntries(search)).success).toBe(false)
    expect(readProductListParams(search)).toEqual({ q: 'frez' })
    expect(readProductListParams(new URLSearchParams('minPrice=50&maxPrice=50'))).toEqual({
      minPrice: 50,
      maxPrice: 50,
    })
  })
})
