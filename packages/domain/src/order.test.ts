import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, PAYMENT_STATUSES } from './constants'
import { canBeCancelled, createOrderSchema, myOrdersQuerySchema } from './order'

const address = {
  fullName: 'Ayşe Yılmaz',
  phone: '05321234567',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighborhood: 'Moda',
  addressLine: 'Bahariye Cad. 1',
}

function messages(input: unknown) {
  const result = createOrderSchema.safeParse(input)
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('canBeCancelled', () => {
  it('is true exactly for pending or confirmed orders whose payment is not completed', () => {
    const allowed: string[] = []
    for (const status of ORDER_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        if (canBeCancelled({ status, paymentStatus })) allowed.push(`${status}/${paymentStatus}`)
      }
    }
    expect(allowed).toEqual([
      'pending/pending',
      'pending/failed',
      'pending/cancelled',
      'confirmed/pending',
      'confirmed/failed',
      'confirmed/cancelled',
    ])
  })
})

describe('createOrderSchema', () => {
  it('keeps product ids and quantities only; prices a client sends are dropped', () => {
    const parsed = createOrderSchema.parse({
      items: [{ product: 'p1', quantity: 2, price: 0.01 }],
      shippingAddress: address,
      notes: '  ',
      totalAmount: 1,
    })
    expect(parsed).toEqual({
      items: [{ product: 'p1', quantity: 2 }],
      shippingAddress: { ...address, title: 'Ev' },
    })
  })

  it('refuses an empty cart with the spec text key, and bad quantities', () => {
    expect(messages({ items: [], shippingAddress: address })).toEqual({ items: 'order.items_required' })
    expect(messages({ shippingAddress: address })).toEqual({ items: 'order.items_required' })
    expect(
      messages({
        items: [
          { product: 'a', quantity: 0 },
          { product: 'b', quantity: 1.5 },
          { product: 'c', quantity: 1000 },
          { product: 'd', quantity: '2' },
        ],
        shippingAddress: address,
      }),
    ).toEqual({
      'items.0.quantity': 'order.quantity_invalid',
      'items.1.quantity': 'order.quantity_invalid',
      'items.2.quantity': 'order.quantity_invalid',
      'items.3.quantity': 'order.quantity_invalid',
    })
  })

  it('refuses a product twice, more than 50 lines and long notes', () => {
    expect(
      messages({
        items: [
          { product: 'a', quantity: 1 },
          { product: 'a', quantity: 2 },
        ],
        shippingAddress: address,
      }),
    ).toEqual({ items: 'order.duplicate_item' })
    const many = Array.from({ length: 51 }, (_, i) => ({ product: `p${i}`, quantity: 1 }))
    expect(messages({ items: many, shippingAddress: address })).toEqual({ items: 'order.too_many_items' })
    expect(
      messages({ items: [{ product: 'a', quantity: 1 }], shippingAddress: address, notes: 'n'.repeat(1001) }),
    ).toEqual({ notes: 'order.notes_too_long' })
  })

  it('validates the shipping address with its own messages', () => {
    expect(
      messages({ items: [{ product: 'a', quantity: 1 }], shippingAddress: { ...address, city: '' } }),
    ).toEqual({
      'shippingAddress.city': 'address.city_required',
    })
  })
})

describe('myOrdersQuerySchema', () => {
  it('defaults to 10 per page', () => {
    expect(myOrdersQuerySchema.parse({})).toEqual({ page: 1, limit: 10 })
    expect(myOrdersQuerySchema.parse({ page: '2', limit: '5' })).toEqual({ page: 2, limit: 5 })
  })
})
