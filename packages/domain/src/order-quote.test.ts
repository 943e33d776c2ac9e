import { describe, expect, it } from 'vitest'
import { createOrderSchema } from './order'
import { orderLineProblem } from './order-quote'
import { orderQuoteSchema } from './order-quote-request'

describe('orderLineProblem', () => {
  it.each([
    ['a missing product', undefined, 1, 'unknown'],
    ['an inactive product, even in stock', { isActive: false, stock: 10 }, 1, 'inactive'],
    ['no stock', { isActive: true, stock: 0 }, 1, 'out_of_stock'],
    ['fewer units than asked', { isActive: true, stock: 2 }, 3, 'insufficient_stock'],
    ['exactly the stock', { isActive: true, stock: 3 }, 3, null],
  ] as const)('%s → %s', (_case, product, quantity, expected) => {
    expect(orderLineProblem(product, quantity)).toBe(expected)
  })
})

describe('orderQuoteSchema', () => {
  it('takes the items an order takes, with the address optional', () => {
    const items = [{ product: ' p1 ', quantity: 2 }]
    expect(orderQuoteSchema.parse({ items })).toEqual({ items: [{ product: 'p1', quantity: 2 }] })
    expect(createOrderSchema.safeParse({ items }).success).toBe(false)
  })

  it('refuses what the order refuses in the items', () => {
    const twice = [
      { product: 'p', quantity: 1 },
      { product: 'p', quantity: 1 },
    ]
    expect(orderQuoteSchema.safeParse({ items: twice }).error?.issues[0]?.message).toBe(
      'order.duplicate_item',
    )
    expect(orderQuoteSchema.safeParse({ items: [] }).error?.issues[0]?.message).toBe('order.items_required')
  })
})
