import { env } from 'cloudflare:workers'
import type {
  AdminOrderDetail,
  OrderDto,
  OrderStatus,
  OrderStatusUpdateInput,
  PaymentStatus,
} from '@shop/domain'
import { type Customer, call, validAddress } from './helpers/api'
import { orderOf, product } from './helpers/orders'

/** Fixtures of the admin orders tests (list, status changes, statistics). */

export function patchStatus(
  token: string,
  id: string,
  body: OrderStatusUpdateInput | Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return call<{ order: OrderDto }>(`/orders/${id}/status`, { method: 'PATCH', token, body, headers })
}

export function orderDetail(token: string, id: string) {
  return call<AdminOrderDetail>(`/orders/admin/${id}`, { token })
}

export interface PlacedOrder {
  order: OrderDto
  /** The one product of the order. */
  item: string
}

/** A pending order of `quantity` units of a new product that had `stock` units before the order. */
export async function placeOrder(
  customer: Customer,
  options: { stock?: number; quantity?: number; fullName?: string; phone?: string; name?: string } = {},
): Promise<PlacedOrder> {
  const item = await product({ stock: options.stock ?? 10, ...(options.name ? { name: options.name } : {}) })
  const order = await orderOf(customer, {
    items: [{ product: item, quantity: options.quantity ?? 3 }],
    shippingAddress: {
      ...validAddress,
      fullName: options.fullName ?? validAddress.fullName,
      phone: options.phone ?? validAddress.phone,
    },
  })
  return { order, item }
}

/** Puts an order in a state directly in the database, as if it had got there earlier. */
export async function setOrderState(id: string, status: OrderStatus, paymentStatus: PaymentStatus) {
  await env.DB.prepare('update orders set status = ?, payment_status = ? where id = ?')
    .bind(status, paymentStatus, id)
    .run()
}

export async function setStock(productId: string, stock: number) {
  await env.DB.prepare('update products set stock = ? where id = ?').bind(stock, productId).run()
}

export interface AuditRow {
  action: string
  actorId: string
  details: Record<string, unknown>
}

/** The audit rows written for an order, oldest first. */
export async function auditRowsOf(orderId: string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare(
    "select action, actor_id, details from audit_log where entity = 'order' and entity_id = ? order by created_at, rowid",
  )
    .bind(orderId)
    .all<{ action: string; actor_id: string; details: string }>()
  return results.map((row) => ({
    action: row.action,
    actorId: row.actor_id,
    details: JSON.parse(row.details),
  }))
}

/** A string no other order's fields contain, made of letters only (names) or digits only (phones). */
export function uniqueLetters(length = 8): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) =>
    String.fromCharCode(97 + (byte % 26)),
  ).join('')
}

export function uniqueDigits(length = 7): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => String(byte % 10)).join('')
}

/** An order of 3 units of a product that had 10, put in `status`; a cancelled one has its units back on stock. */
export async function orderIn(customer: Customer, status: OrderStatus): Promise<PlacedOrder> {
  const placed = await placeOrder(customer, { stock: 10, quantity: 3 })
  if (status !== 'pending') {
    await setOrderState(placed.order._id, status, status === 'cancelled' ? 'cancelled' : 'pending')
  }
  if (status === 'cancelled') await setStock(placed.item, 10)
  return placed
}
