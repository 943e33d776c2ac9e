import { env } from 'cloudflare:workers'
import type { OrderAnswer, OrderDto } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { settings } from '../../src/db/schema'
import { type Customer, call, validAddress } from './api'
import { insertProduct, type ProductInput } from './catalogue'

let sku = 0

/** A product with a unique SKU; defaults: 100 TL, 10 in stock, active. */
export function product(input: Partial<ProductInput> & { name?: string } = {}): Promise<string> {
  sku += 1
  return insertProduct(env.DB, {
    name: input.name ?? `Ürün ${sku}`,
    sku: `ORD-${Date.now().toString(36)}-${sku}`.toUpperCase(),
    price: 100,
    ...input,
  })
}

export async function stockOf(id: string): Promise<number> {
  const row = await env.DB.prepare('select stock from products where id = ?')
    .bind(id)
    .first<{ stock: number }>()
  if (!row) throw new Error(`no product ${id}`)
  return row.stock
}

export interface OrderBody {
  items: { product: string; quantity: number; [extra: string]: unknown }[]
  shippingAddress?: Record<string, unknown>
  notes?: string
  [extra: string]: unknown
}

export function createOrder(customer: Customer, body: OrderBody, headers: Record<string, string> = {}) {
  return call<OrderAnswer>('/orders', {
    token: customer.token,
    body: { shippingAddress: validAddress, ...body },
    headers,
  })
}

export async function orderOf(customer: Customer, body: OrderBody): Promise<OrderDto> {
  const { status, body: answer } = await createOrder(customer, body)
  if (status !== 201) throw new Error(`order failed: ${status} ${JSON.stringify(answer)}`)
  return answer.data.order
}

/** Stores a settings group (replacing what was there). */
export async function storeSettings(group: 'whatsapp' | 'shipping', value: Record<string, unknown>) {
  await drizzle(env.DB)
    .insert(settings)
    .values({ group, value })
    .onConflictDoUpdate({ target: settings.group, set: { value } })
}

export async function clearSettings(group: 'whatsapp' | 'shipping') {
  await env.DB.prepare('delete from settings where "group" = ?').bind(group).run()
}
