import { describe, expect, it } from 'vitest'
import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY } from './constants'
import { orderItemsSchema } from './order'
import { orderLimitBreach } from './order-limits'

const lines = (count: number, quantity = 1) =>
  Array.from({ length: count }, (_, index) => ({ product: `p${index}`, quantity }))

describe('orderLimitBreach', () => {
  it('accepts exactly the limits', () => {
    expect(MAX_ORDER_LINES).toBe(50)
    expect(MAX_ORDER_QUANTITY).toBe(999)
    expect(orderLimitBreach(lines(50, 999))).toBeNull()
  })

  it('names the line limit past 50 products', () => {
    expect(orderLimitBreach(lines(51))).toEqual({ limit: 'lines', max: 50 })
  })

  it('names the quantity limit past 999 units of one product', () => {
    expect(orderLimitBreach([...lines(2), { product: 'x', quantity: 1000 }])).toEqual({
      limit: 'quantity',
      max: 999,
    })
  })
})

describe('orderItemsSchema applies the same rule', () => {
  const messages = (items: unknown) =>
    orderItemsSchema.safeParse(items).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('accepts what the rule accepts', () => {
    expect(orderItemsSchema.safeParse(lines(50, 999)).success).toBe(true)
  })

  it('refuses 1000 units on that line', () => {
    expect(messages([{ product: 'p', quantity: 1000 }])).toEqual([['0.quantity', 'order.quantity_invalid']])
  })

  it('refuses 51 products, even when a line is also invalid', () => {
    const items = lines(51)
    items[3] = { product: 'p3', quantity: 0 }
    expect(messages(items)).toEqual([
      ['3.quantity', 'order.quantity_invalid'],
      ['', 'order.too_many_items'],
    ])
  })

  it('refuses a body that is not a list without running the count', () => {
    expect(messages('x')).toEqual([['', 'order.items_required']])
  })
})
