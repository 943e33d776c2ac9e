import { describe, expect, it } from 'vitest'
import { type OrderUpdateValues, statusChoices, updateBody } from './update-form'

const initial: OrderUpdateValues = {
  status: 'confirmed',
  paymentStatus: 'pending',
  trackingNumber: '',
  estimatedDeliveryDate: '',
}

describe('order update form', () => {
  it('offers the current status first, then only the moves the transition table allows', () => {
    expect(statusChoices('shipped')).toEqual(['shipped', 'processing', 'delivered', 'cancelled'])
    expect(statusChoices('delivered')).toEqual(['delivered'])
    expect(statusChoices('cancelled')).toEqual(['cancelled', 'pending', 'confirmed'])
  })

  it('sends only what changed, trimmed, with emptied fields as null', () => {
    expect(updateBody(initial, initial)).toEqual({})
    expect(
      updateBody(initial, {
        ...initial,
        status: 'shipped',
        trackingNumber: '  YK123 ',
        estimatedDeliveryDate: '2025-06-02',
      }),
    ).toEqual({ status: 'shipped', trackingNumber: 'YK123', estimatedDeliveryDate: '2025-06-02' })
    const filled = { ...initial, trackingNumber: 'YK123', estimatedDeliveryDate: '2025-06-02' }
    expect(updateBody(filled, { ...filled, trackingNumber: ' ', estimatedDeliveryDate: '' })).toEqual({
      trackingNumber: null,
      estimatedDeliveryDate: null,
    })
    expect(updateBody(initial, { ...initial, paymentStatus: 'completed' })).toEqual({
      paymentStatus: 'completed',
    })
  })
})
