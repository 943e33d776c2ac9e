import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, type OrderStatus } from '../constants'
import {
  adminOrderListQuerySchema,
  canMoveOrder,
  isIsoDate,
  ORDER_STATUS_TRANSITIONS,
  orderStatusUpdateSchema,
  planOrderUpdate,
} from './order-admin'

/**
 * The decided table, written out cell by cell (row: from, column: to, in ORDER_STATUSES order: pending, confirmed,
 * processing, shipped, delivered, cancelled). 'x' allowed, '.' refused, '=' no move.
 */
const EXPECTED: Record<OrderStatus, string> = {
  pending: '= x x x x x',
  confirmed: 'x = x x x x',
  processing: '. x = x x x',
  shipped: '. . x = x x',
  delivered: '. . . . = .',
  cancelled: 'x x . . . =',
}

const cells = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to, index) => [from, to, EXPECTED[from].split(' ')[index]] as const),
)

describe('the order status transition table', () => {
  it.each(cells.filter(([, , cell]) => cell !== '='))('%s → %s: %s', (from, to, cell) => {
    expect(canMoveOrder(from, to)).toBe(cell === 'x')
  })

  it('never lists a status as a move to itself, and lists every status', () => {
    expect(Object.keys(ORDER_STATUS_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort())
    for (const status of ORDER_STATUSES) expect(canMoveOrder(status, status)).toBe(false)
  })

  it('has no way back from delivered, to pending or anywhere', () => {
    expect(ORDER_STATUS_TRANSITIONS.delivered).toEqual([])
  })
})

describe('planOrderUpdate', () => {
  it('refuses a move the table refuses, naming both ends', () => {
    expect(
      planOrderUpdate({ status: 'delivered', paymentStatus: 'completed' }, { status: 'pending' }),
    ).toEqual({
      ok: false,
      reason: 'transition',
      from: 'delivered',
      to: 'pending',
    })
  })

  it('returns stock on cancelling and takes it on re-opening, nothing otherwise', () => {
    const pending = { status: 'pending', paymentStatus: 'pending' } as const
    expect(planOrderUpdate(pending, { status: 'cancelled' })).toMatchObject({ ok: true, stock: 'return' })
    expect(planOrderUpdate(pending, { status: 'shipped' })).toMatchObject({ ok: true, stock: null })
    expect(planOrderUpdate(pending, { paymentStatus: 'completed' })).toMatchObject({ ok: true, stock: null })
    const cancelled = { status: 'cancelled', paymentStatus: 'cancelled' } as const
    expect(planOrderUpdate(cancelled, { status: 'confirmed' })).toMatchObject({ ok: true, stock: 'take' })
    expect(planOrderUpdate(cancelled, { status: 'cancelled' })).toMatchObject({ ok: true, stock: null })
  })

  it('cancels a pending payment with the order and re-opens it with the order, unless the admin chose one', () => {
    expect(
      planOrderUpdate(
        { status: 'confirmed', paymentStatus: 'pending' },
        { status: 'cancelled', paymentStatus: 'pending' },
      ),
    ).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' })
    expect(
      planOrderUpdate(
        { status: 'confirmed', paymentStatus: 'pending' },
        { status: 'cancelled', paymentStatus: 'failed' },
      ),
    ).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' })
    expect(
      planOrderUpdate({ status: 'cancelled', paymentStatus: 'cancelled' }, { status: 'pending' }),
    ).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    })
    expect(
      planOrderUpdate({ status: 'cancelled', paymentStatus: 'failed' }, { status: 'pending' }),
    ).toMatchObject({ paymentStatus: 'failed' })
  })

  it('never leaves a cancelled order with a completed payment', () => {
    const refused = { ok: false, reason: 'cancelled_payment' }
    expect(
      planOrderUpdate({ status: 'cancelled', paymentStatus: 'cancelled' }, { paymentStatus: 'completed' }),
    ).toEqual(refused)
    expect(
      planOrderUpdate({ status: 'shipped', paymentStatus: 'completed' }, { status: 'cancelled' }),
    ).toEqual(refused)
    expect(
      planOrderUpdate(
        { status: 'shipped', paymentStatus: 'completed' },
        { status: 'cancelled', paymentStatus: 'cancelled' },
      ),
    ).toMatchObject({ ok: true, status: 'cancelled', paymentStatus: 'cancelled', stock: 'return' })
    expect(
      planOrderUpdate({ status: 'pending', paymentStatus: 'pending' }, { paymentStatus: 'completed' }),
    ).toMatchObject({
      ok: true,
      paymentStatus: 'completed',
    })
  })
})

describe('orderStatusUpdateSchema', () => {
  const parse = (body: unknown) => orderStatusUpdateSchema.safeParse(body)
  const firstMessage = (body: unknown) => parse(body).error?.issues[0]?.message

  it('needs at least one field', () => {
    expect(firstMessage({})).toBe('admin.order.nothing_to_update')
    expect(parse({ trackingNumber: '' }).data).toEqual({ trackingNumber: null })
  })

  it('takes a one-line tracking number of at most 100 characters, empty clearing it', () => {
    expect(parse({ trackingNumber: '  YK123 ' }).data).toEqual({ trackingNumber: 'YK123' })
    expect(parse({ trackingNumber: null }).data).toEqual({ trackingNumber: null })
    expect(parse({ trackingNumber: 'a'.repeat(100) }).success).toBe(true)
    expect(firstMessage({ trackingNumber: 'a'.repeat(101) })).toBe('admin.order.tracking_too_long')
    expect(firstMessage({ trackingNumber: 'YK1\nYK2' })).toBe('admin.order.tracking_invalid')
    expect(firstMessage({ trackingNumber: 12 })).toBe('admin.order.tracking_invalid')
  })

  it('takes an estimated delivery date as YYYY-MM-DD, empty clearing it', () => {
    expect(parse({ estimatedDeliveryDate: '2025-03-01' }).data).toEqual({
      estimatedDeliveryDate: '2025-03-01',
    })
    expect(parse({ estimatedDeliveryDate: '' }).data).toEqual({ estimatedDeliveryDate: null })
    for (const bad of ['2025-02-30', '01.03.2025', '2025-03-01T10:00:00Z', 20250301]) {
      expect(firstMessage({ estimatedDeliveryDate: bad })).toBe('admin.order.delivery_date_invalid')
    }
  })

  it('refuses statuses that do not exist', () => {
    expect(firstMessage({ status: 'lost' })).toBe('admin.order.status_invalid')
    expect(firstMessage({ paymentStatus: 'refunded' })).toBe('admin.order.payment_status_invalid')
  })
})

describe('isIsoDate', () => {
  it('knows leap years', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2025-02-29')).toBe(false)
    expect(isIsoDate('2025-13-01')).toBe(false)
  })
})

describe('adminOrderListQuerySchema', () => {
  it('pages by 20 and reads empty or "all" filters as none', () => {
    expect(adminOrderListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 })
    expect(adminOrderListQuerySchema.parse({ status: '', paymentStatus: 'all', search: '  ' })).toEqual({
      page: 1,
      limit: 20,
    })
    expect(adminOrderListQuerySchema.parse({ status: 'shipped', search: ' DS-1 ' })).toMatchObject({
      status: 'shipped',
      search: 'DS-1',
    })
    expect(adminOrderListQuerySchema.safeParse({ status: 'lost' }).error?.issues[0]?.message).toBe(
      'admin.order.status_invalid',
    )
  })
})
