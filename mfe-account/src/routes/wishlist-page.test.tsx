import type { ProductDto } from '@shop/domain'
import { messagesFor } from '@shop/i18n'
import { cartItemsAtom, shopStore, signInAtom } from '@shop/state'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Route } from 'react-router-dom'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { customer } from '../test/fixtures'
import { renderAccount, resetShop, settingsHandler } from '../test/render-account'
import { WishlistPage } from './wishlist-page'

const tr = messagesFor('tr')
const server = setupServer()

function product(id: string, name: string, stock: number): ProductDto {
  return {
    _id: id,
    slug: id,
    sku: id,
    name: { tr: name },
    shortDescription: {},
    description: {},
    price: 100,
    discountPrice: 80,
    stock,
    isInStock: stock > 0,
    isActive: true,
    isFeatured: false,
    images: [],
    videos: [],
    specifications: [],
    category: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetShop()
  shopStore.set(signInAtom, { token: 'jwt', user: customer })
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'error')
})
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

describe('WishlistPage', () => {
  it('lists the saved products, adds one to the cart up to its stock and removes another', async () => {
    const saved = [product('p1', 'Frez Seti', 1), product('p2', 'Ağız Aynası', 5)]
    server.use(
      settingsHandler(),
      http.get('*/api/wishlist', () => HttpResponse.json({ success: true, data: { products: saved } })),
      http.delete('*/api/wishlist/:id', ({ params }) =>
        HttpResponse.json({ success: true, data: { products: saved.filter((p) => p._id !== params.id) } }),
      ),
    )
    renderAccount(<Route path="/wishlist" element={<WishlistPage />} />, '/wishlist')
    const frez = await screen.findByRole('article', { name: 'Frez Seti' })
    expect(within(frez).getByText('80,00 ₺')).toBeTruthy()

    await userEvent.click(within(frez).getByRole('button', { name: tr['product.add_to_cart'] }))
    expect(shopStore.get(cartItemsAtom)).toMatchObject([{ productId: 'p1', quantity: 1, discountPrice: 80 }])
    expect(toast.success).toHaveBeenCalledWith(tr['product.added_to_cart'], expect.anything())
    await userEvent.click(within(frez).getByRole('button', { name: tr['product.add_to_cart'] }))
    expect(toast.error).toHaveBeenCalledWith('Maksimum 1 adet ekleyebilirsiniz', expect.anything())

    const mirror = screen.getByRole('article', { name: 'Ağız Aynası' })
    await userEvent.click(within(mirror).getByRole('button', { name: tr['wishlist.remove'] }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ağız Aynası' })).toBeNull())
    expect(toast.success).toHaveBeenCalledWith(tr['wishlist.removed'], expect.anything())
  })

  it('shows the empty state with a way to the products', async () => {
    server.use(
      settingsHandler(),
      http.get('*/api/wishlist', () => HttpResponse.json({ success: true, data: { products: [] } })),
    )
    renderAccount(<Route path="/wishlist" element={<WishlistPage />} />, '/wishlist')
    expect(await screen.findByText(tr['wishlist.empty_title'])).toBeTruthy()
    expect(screen.getByRole('link', { name: tr['orders.browse_products'] }).getAttribute('href')).toBe(
      '/products',
    )
  })
})
