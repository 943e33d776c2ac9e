import type { APIRequestContext, APIResponse } from '@playwright/test'

/** A short tag that differs on every run, for names, e-mails and slugs no other test or rerun uses. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** The `data` of a successful answer; anything else fails the test with the server's answer. */
export async function dataOf<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer
  if (!response.ok()) {
    const request = `${response.url()} → ${response.status()}`
    throw new Error(`${request}: ${await response.text()}`)
  }
  return (await response.json()).data as T
}

export interface Customer {
  id: string
  name: string
  email: string
  password: string
  token: string
  user: unknown
}

/** A new customer registered through POST /auth/register, with the session that call starts. */
export async function registerCustomer(request: APIRequestContext, name: string): Promise<Customer> {
  const email = `e2e-${uniqueTag()}@example.com`
  const password = 'Deneme123!'
  const session = await dataOf<{ token: string; user: { _id: string } }>(
    request.post('/api/auth/register', { data: { name, email, password } }),
  )
  return { id: session.user._id, name, email, password, token: session.token, user: session.user }
}

interface StockedProduct {
  _id: string
  slug: string
  stock: number
  isInStock: boolean
  images: string[]
}

/** The listed product with the most stock, so the orders these tests place never empty a shelf another test uses. */
export async function wellStockedProduct(request: APIRequestContext): Promise<StockedProduct> {
  const { products } = await dataOf<{ products: StockedProduct[] }>(request.get('/api/products?limit=50'))
  const [product] = products.filter((p) => p.isInStock).sort((a, b) => b.stock - a.stock)
  if (!product) throw new Error('the seed has no product in stock')
  return product
}

export interface PlacedOrder {
  _id: string
  orderNumber: string
  status: string
}

/** An order of one unit placed by the customer through POST /orders, as checkout would send it. */
export async function placeOrder(
  request: APIRequestContext,
  customer: Customer,
  productId: string,
): Promise<PlacedOrder> {
  const { order } = await dataOf<{ order: PlacedOrder }>(
    request.post('/api/orders', {
      headers: bearer(customer.token),
      data: {
        items: [{ product: productId, quantity: 1 }],
        shippingAddress: {
          fullName: customer.name,
          phone: '0532 123 45 67',
          city: 'İzmir',
          district: 'Konak',
          neighborhood: 'Alsancak',
          addressLine: 'Kıbrıs Şehitleri Cad. No: 5',
        },
      },
    }),
  )
  return order
}

/** Cancels an order through the admin call, which returns its stock: the clean-up of tests that placed one. */
export async function cancelOrder(request: APIRequestContext, adminToken: string, orderId: string) {
  await dataOf(
    request.patch(`/api/orders/${orderId}/status`, {
      headers: bearer(adminToken),
      data: { status: 'cancelled' },
    }),
  )
}
