import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { adminApi, SCRIPT_ADDRESS } from '../lib/shop-api.mjs'

/** Issue 10's goal for order creation. */
export const ORDERS_GOAL_PER_SECOND = 400

/**
 * Order creation under load: orders/s with p50/p99 for 16 connections, each order with its own Idempotency-Key,
 * and the proof that nothing was oversold (stock taken = units ordered). Then a short race: 50 parallel orders of
 * one unit for a stock of 10 must give exactly 10 orders and stock 0. `floorTarget` names the session and product
 * ordered with, for the order floor (order-floor.mjs).
 */
export async function benchOrders(baseUrl, { adminToken, durationSeconds = 10, connections = 16 } = {}) {
  const admin = adminApi(baseUrl, adminToken)
  const token = await registerBenchCustomer(baseUrl)
  const [bulk, scarce] = await pickProducts(baseUrl)
  await admin('PATCH', '/products/bulk-toggle-status', { ids: [bulk, scarce], isActive: true })
  await admin('PATCH', `/products/${bulk}/stock`, { stock: 1000000 })
  await admin('PATCH', `/products/${scarce}/stock`, { stock: 10 })

  const stockOf = async (id) => (await admin('GET', `/products/admin/${id}`)).product.stock
  const before = await stockOf(bulk)
  const load = await orderLoad(baseUrl, token, bulk, { durationSeconds, connections })
  // autocannon stops at its deadline with requests still in flight; the shop finishes them, so read once it is quiet.
  const created = await settledOrderCount(baseUrl, token)
  const after = await stockOf(bulk)
  const taken = before - after

  const race = await Promise.all(
    Array.from({ length: 50 }, () =>
      placeOrder(baseUrl, token, scarce, randomUUID()).then((res) => res.status),
    ),
  )
  const raceStock = await stockOf(scarce)

  return {
    ordersPerSecond: Math.round(load.requests.average),
    p50: load.latency.p50,
    p99: load.latency.p99,
    created,
    refused: load.non2xx,
    errors: load.errors + load.timeouts,
    stockTaken: taken,
    oversold: taken - created,
    floorTarget: { ...sessionOf(token), productId: bulk },
    race: {
      created: race.filter((status) => status === 201).length,
      refused: race.filter((status) => status === 409).length,
      other: race.filter((status) => status !== 201 && status !== 409).length,
      finalStock: raceStock,
    },
  }
}

const ratio = (value, base) => (value / Math.max(base, 0.001)).toFixed(2)

/**
 * The order figures beside the ceiling measured in the same run (`ceiling`: GET /api/ping's figures) and, when
 * measured, the floor (`floor`: the order's D1 batch alone and that bare worker's ceiling, bare and behind the shop's
 * asset routing, benchOrderFloor).
 */
export function formatOrders(figures, ceiling, floor = null) {
  const { race } = figures
  const goal = figures.ordersPerSecond >= ORDERS_GOAL_PER_SECOND
  const lines = [
    `${'POST /api/orders (1 unit, own key)'.padEnd(34)} ${String(figures.ordersPerSecond).padStart(6)} orders/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   (${figures.created} orders, ${figures.refused} refused, ${figures.errors} errors)`,
    `ratio to the ceiling (GET /api/ping ${ceiling.requestsPerSecond} req/s): ${ratio(figures.ordersPerSecond, ceiling.requestsPerSecond)}x throughput, ${ratio(figures.p50, ceiling.p50)}x p50, ${ratio(figures.p99, ceiling.p99)}x p99; goal ≥ ${ORDERS_GOAL_PER_SECOND} orders/s ${goal ? '✓' : '✗'}`,
    `stock taken ${figures.stockTaken} for ${figures.created} units ordered: ${figures.oversold === 0 ? '0 oversold ✓' : `${figures.oversold} DISCREPANCY ✗`}`,
    `race, 50 parallel orders for a stock of 10: ${race.created} created, ${race.refused} refused (409), ${race.other} other, final stock ${race.finalStock} ${race.created === 10 && race.finalStock === 0 && race.other === 0 ? '✓' : '✗'}`,
  ]
  if (floor) {
    const floorLine = (label, { ping, batch }) =>
      `${label} (its ping ${ping.requestsPerSecond} req/s): ${batch.requestsPerSecond} orders/s   p50 ${batch.p50} ms   p99 ${batch.p99} ms; the route reaches ${ratio(figures.ordersPerSecond, batch.requestsPerSecond)}x of it`
    lines.push(floorLine("floor, the order's D1 batch alone on the same database, bare worker", floor))
    if (floor.routed) lines.push(floorLine("the same floor behind the shop's asset routing", floor.routed))
  }
  return lines.join('\n')
}

/** The session and user a token names (its payload, read without checking: the shop checked it when it issued it). */
function sessionOf(token) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
  return { sessionId: payload.sid, userId: payload.sub }
}

async function registerBenchCustomer(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Müşteri',
      email: `bench-${randomUUID()}@example.com`,
      password: 'bench-secret-1',
    }),
  })
  if (response.status !== 201) throw new Error(`bench register failed with ${response.status}`)
  return (await response.json()).data.token
}

/** Two seeded products: one to order in bulk, one for the race. */
async function pickProducts(baseUrl) {
  const response = await fetch(`${baseUrl}/api/products?limit=2&sort=createdAt&order=asc`)
  const { data } = await response.json()
  if (data.products.length < 2) throw new Error('the bench needs two seeded products')
  return data.products.map((product) => product._id)
}

function orderBody(productId) {
  return JSON.stringify({ items: [{ product: productId, quantity: 1 }], shippingAddress: SCRIPT_ADDRESS })
}

function placeOrder(baseUrl, token, productId, key) {
  return fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: orderBody(productId),
  })
}

async function orderLoad(baseUrl, token, productId, { durationSeconds, connections }) {
  const options = {
    url: `${baseUrl}/api/orders`,
    connections,
    duration: durationSeconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: orderBody(productId),
    // Every request its own key, so each is a new order rather than a replay.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  }
  await autocannon({ ...options, duration: 2 }) // warm-up; its orders count in the totals below as well
  return autocannon(options)
}

async function settledOrderCount(baseUrl, token) {
  let previous = await orderCount(baseUrl, token)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const current = await orderCount(baseUrl, token)
    if (current === previous) return current
    previous = current
  }
}

async function orderCount(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/orders/my-orders?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return (await response.json()).pagination.total
}
