import { randomUUID } from 'node:crypto'
import { SCRIPT_ADDRESS } from '../lib/shop-api.mjs'
import { submitOrder } from './order-attempt.mjs'

/** Units each product gave to the created orders. */
function unitsTaken(created) {
  const taken = new Map()
  for (const order of created) {
    for (const item of order.items) taken.set(item.product, (taken.get(item.product) ?? 0) + item.quantity)
  }
  return taken
}

async function inBatches(items, size, task) {
  const results = []
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))))
  }
  return results
}

/** Stock after the storm = stock before − units in the orders it created, and never below zero. */
export async function checkStock(admin, stocks, created) {
  const taken = unitsTaken(created)
  const problems = []
  for (const [id, before] of stocks) {
    const after = (await admin('GET', `/products/admin/${id}`)).product.stock
    const expected = before - (taken.get(id) ?? 0)
    if (after < 0) problems.push(`${id}: stock ${after} is negative`)
    if (after !== expected)
      problems.push(`${id}: stock ${after}, expected ${expected} (${before} − ${taken.get(id) ?? 0})`)
  }
  return { attempts: stocks.size, problems }
}

export function checkNumbers(created) {
  const seen = new Set()
  const problems = []
  for (const order of created) {
    if (seen.has(order.number)) problems.push(`order number ${order.number} given twice`)
    seen.add(order.number)
  }
  return { attempts: created.length, problems }
}

/** Every order the storm was told about exists for its shopper, and each shopper has no order it was not told of. */
export async function checkOrdersExist(baseUrl, tokens, created) {
  const problems = []
  await inBatches(created, 16, async (order) => {
    const response = await fetch(`${baseUrl}/api/orders/${order.id}`, {
      headers: { authorization: `Bearer ${tokens[order.customer]}` },
    })
    const body = response.ok ? await response.json() : null
    if (body?.data?.order?.orderNumber !== order.number)
      problems.push(`order ${order.number} not readable (${response.status})`)
  })
  for (const [customer, token] of tokens.entries()) {
    const response = await fetch(`${baseUrl}/api/orders/my-orders?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const total = (await response.json()).pagination.total
    const told = created.filter((order) => order.customer === customer).length
    if (total !== told)
      problems.push(`shopper ${customer + 1} has ${total} orders, the storm created ${told}`)
  }
  return { attempts: created.length + tokens.length, problems }
}

/**
 * Twenty parallel submits of one order under one Idempotency-Key make exactly one order, every one answered with it.
 * wrangler dev's proxy 503s are retried with the key, as the storm's are, and counted in `tally`.
 */
export async function checkOneKey(baseUrl, admin, token, productId, tally) {
  const stockBefore = (await admin('GET', `/products/admin/${productId}`)).product.stock
  const key = randomUUID()
  const body = JSON.stringify({
    items: [{ product: productId, quantity: 1 }],
    shippingAddress: SCRIPT_ADDRESS,
  })
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => submitOrder(baseUrl, token, key, body, tally)),
  )
  const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.data.order._id))
  const problems = []
  if (ids.size !== 1) problems.push(`${ids.size} distinct orders for one key`)
  const others = answers.filter((a) => a.status !== 201)
  if (others.length > 0)
    problems.push(`${others.length} answers were not 201: ${others.map((a) => a.status).join(', ')}`)
  const stockAfter = (await admin('GET', `/products/admin/${productId}`)).product.stock
  if (stockBefore - stockAfter !== 1)
    problems.push(`stock went from ${stockBefore} to ${stockAfter} for one unit`)
  return { attempts: answers.length, problems }
}
