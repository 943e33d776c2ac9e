import { randomUUID } from 'node:crypto'

/**
 * Seeded products with small, uneven stocks: about `units` in all, so the storm asks for several times what there
 * is and the last units are raced for. Returns id → starting stock.
 */
export async function stockProducts(baseUrl, admin, { count, units }) {
  const response = await fetch(`${baseUrl}/api/products?limit=${count}&sort=createdAt&order=asc`)
  const ids = (await response.json()).data.products.map((product) => product._id)
  if (ids.length < count) throw new Error(`the storm needs ${count} seeded products`)
  await admin('PATCH', '/products/bulk-toggle-status', { ids, isActive: true })
  const weights = ids.map((_, index) => 2 ** index)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const stocks = new Map()
  for (const [index, id] of ids.entries()) {
    const stock = Math.max(3, Math.round((units * weights[index]) / total))
    await admin('PATCH', `/products/${id}/stock`, { stock })
    stocks.set(id, stock)
  }
  return stocks
}

/** Fresh shoppers for this run (the shop is started with the loopback exempt from the sign-up throttle). */
export async function registerCustomers(baseUrl, count) {
  const tokens = []
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Fırtına Müşteri ${index + 1}`,
        email: `storm-${randomUUID()}@example.com`,
        password: 'storm-Secret-42',
      }),
    })
    if (response.status !== 201) throw new Error(`storm register failed with ${response.status}`)
    tokens.push((await response.json()).data.token)
  }
  return tokens
}
