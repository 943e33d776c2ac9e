import type { APIRequestContext, Page } from '@playwright/test'
import { Canvas, hexColour } from '../../scripts/seed/png'
import { signInBrowser } from './session'

export const ADMIN = { email: 'admin@dental.local', password: 'Admin123!' }
export const CUSTOMER = { email: 'musteri@dental.local', password: 'Musteri123!' }

interface Session {
  token: string
  user: unknown
}

/**
 * Logs in through the API. A connection wrangler dev's proxy drops before answering (ECONNRESET on a reused keep-alive
 * socket) is retried once, as the order storm retries it: the shop never answered, and a second login only opens a
 * second session.
 */
export async function apiLogin(
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<Session> {
  const login = () => request.post('/api/auth/login', { data: who })
  const response = await login().catch((error: Error) => {
    if (!/ECONNRESET|socket hang up/.test(error.message)) throw error
    return login()
  })
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`)
  return (await response.json()).data as Session
}

/** Signs the browser in before any page script runs, as the login screen would (session cookie and user). */
export async function signInPage(page: Page, session: Session) {
  await signInBrowser(page, session)
}

/** A small real PNG (a coloured square with a lighter disc), as a photo would arrive from the file picker. */
export function productPhoto(): { name: string; mimeType: string; buffer: Buffer } {
  // Wider than the 800 px copy, so the admin makes both copies of it.
  const canvas = new Canvas(960, 720, hexColour('#1f6f8b'))
  canvas.fill((x, y) => (x - 480) ** 2 + (y - 360) ** 2 < 240 ** 2, hexColour('#e8f1f2'))
  return { name: 'urun-fotografi.png', mimeType: 'image/png', buffer: Buffer.from(canvas.toPng()) }
}

/** Where a test's own product can go and what it can show: the first category and a picture the seed stored. */
export async function productPlacing(
  request: APIRequestContext,
): Promise<{ categoryId: string; image: string }> {
  const categories = (await (await request.get('/api/categories/tree')).json()).data.categories
  const anyProduct = (await (await request.get('/api/products?limit=1')).json()).data.products[0]
  return { categoryId: categories[0]._id, image: anyProduct.images[0] }
}

/** A product created through the admin API, for tests about what the storefront shows. */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  input: { name: string; sku: string; categoryId: string; image: string },
): Promise<{ _id: string; slug: string }> {
  const response = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: { tr: input.name },
      description: { tr: `${input.name} için ayrıntılı ürün açıklaması.` },
      sku: input.sku,
      category: input.categoryId,
      price: 95.5,
      stock: 12,
      images: [input.image],
    },
  })
  if (response.status() !== 201)
    throw new Error(`create failed: ${response.status()} ${await response.text()}`)
  return (await response.json()).data.product
}
