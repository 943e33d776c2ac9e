import { wishlistQueries } from '@shop/api-client'
import type { AuthSession, ProductDto } from '@shop/domain'
import { messagesFor } from '@shop/i18n'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Toaster, toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { glove } from '../test/products'
import { ratesAnswer, renderPage, settingsAnswer } from '../test/render-page'
import { ProductPage } from './product-page'

const tr = messagesFor('tr')
const composite: ProductDto = {
  ...glove,
  _id: 'p1',
  slug: 'nano-kompozit',
  sku: 'RST-001',
  name: { tr: 'Nano Kompozit', en: 'Nano Composite' },
  price: 1250,
  stock: 4,
}
const session: AuthSession = {
  token: 'jwt-musteri',
  user: { _id: 'u1', name: 'Ayşe Yılmaz', email: 'ayse@example.com', role: 'user' },
}

/**
 * The wishlist as the API keeps it: every answer is the whole list, and only a call that goes with the session
 * cookie (same-origin credentials) may use it.
 */
function wishlistApi(saved: ProductDto[], calls: string[]) {
  const authorised = (request: Request) => request.credentials !== 'omit'
  const answer = () => HttpResponse.json({ success: true, data: { products: saved } })
  const refused = () => HttpResponse.json({ success: false, message: 'Yetkisiz' }, { status: 401 })
  return [
    http.get('*/api/wishlist', ({ request }) => {
      calls.push('GET')
      return authorised(request) ? answer() : refused()
    }),
    http.post('*/api/wishlist', async ({ request }) => {
      calls.push('POST')
      if (!authorised(request)) return refused()
      const { productId } = (await request.json()) as { productId: string }
      if (productId === composite._id && !saved.includes(composite)) saved.push(composite)
      return answer()
    }),
    http.delete('*/api/wishlist/:productId', ({ request, params }) => {
      calls.push('DELETE')
      if (!authorised(request)) return refused()
      saved.splice(0, saved.length, ...saved.filter((product) => product._id !== params.productId))
      return answer()
    }),
  ]
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'error')
  server.use(
    settingsAnswer(),
    ratesAnswer({}),
    http.get('*/api/products/:idOrSlug', ({ params }) =>
      params.idOrSlug === composite.slug
        ? HttpResponse.json({ success: true, data: { product: composite, relatedProducts: [] } })
        : HttpResponse.json({ success: false, message: 'Ürün bulunamadı' }, { status: 404 }),
    ),
  )
})
afterEach(() => {
  toast.dismiss()
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const productPage = (loggedIn?: AuthSession) =>
  renderPage({
    path: `/products/${composite.slug}?ref=home`,
    route: '/products/:idOrSlug',
    element: <ProductPage />,
    session: loggedIn,
  })

describe('the wishlist toggle on the product page', () => {
  it('sends a visitor to the login, which brings them back to this product', async () => {
    const calls: string[] = []
    server.use(...wishlistApi([], calls))
    productPage()
    const buy = await screen.findByTestId('buy-panel')
    const link = within(buy).getByRole('link', { name: tr['product_detail.wishlist'] })
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fproducts%2Fnano-kompozit%3Fref%3Dhome')
    expect(within(buy).queryByRole('button', { name: tr['product_detail.wishlist'] })).toBeNull()
    expect(calls).toEqual([])
  })

  it('adds the product, then removes it by keyboard, with the toasts and the shared wishlist cache kept current', async () => {
    const saved: ProductDto[] = []
    const calls: string[] = []
    server.use(...wishlistApi(saved, calls))
    const { client } = productPage(session)
    const toggle = await screen.findByRole('button', { name: 'Favorilere ekle' })
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull())

    await userEvent.click(toggle)
    await waitFor(() => expect(toggle.textContent).toBe('Favorilerden çıkar'))
    expect(toast.success).toHaveBeenCalledWith('Favorilere eklendi', expect.anything())
    expect(saved.map((product) => product._id)).toEqual(['p1'])
    expect(client.getQueryData(wishlistQueries.list().queryKey)?.map((product) => product._id)).toEqual([
      'p1',
    ])

    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(toggle.textContent).toBe('Favorilere ekle'))
    expect(toast.success).toHaveBeenCalledWith('Favorilerden çıkarıldı', expect.anything())
    expect(saved).toEqual([])
    expect(client.getQueryData(wishlistQueries.list().queryKey)).toEqual([])
    expect(document.activeElement).toBe(toggle)
    expect(calls).toEqual(['GET', 'POST', 'GET', 'DELETE', 'GET'])
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('offers to take out a product already saved, and shows a failed removal as the generic error toast without changing it', async () => {
    const calls: string[] = []
    server.use(...wishlistApi([composite], calls))
    productPage(session)
    const toggle = await screen.findByRole('button', { name: 'Favorilerden çıkar' })

    server.use(
      http.delete('*/api/wishlist/:productId', () =>
        HttpResponse.json({ success: false, message: '' }, { status: 500 }),
      ),
    )
    await userEvent.click(toggle)
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(tr['error.generic'], expect.anything()))
    expect(toggle.textContent).toBe('Favorilerden çıkar')
    expect(toggle.getAttribute('aria-disabled')).toBeNull()
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('says what a press does in English too, and leaves aria-pressed out of a label that changes', async () => {
    const saved: ProductDto[] = []
    server.use(...wishlistApi(saved, []))
    renderPage({
      path: `/products/${composite.slug}`,
      route: '/products/:idOrSlug',
      element: <ProductPage />,
      session,
      language: 'en',
    })
    const toggle = await screen.findByRole('button', { name: 'Add to wishlist' })
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull())
    expect(toggle.hasAttribute('aria-pressed')).toBe(false)

    await userEvent.click(toggle)
    await waitFor(() => expect(toggle.textContent).toBe('Remove from wishlist'))
    expect(toggle.hasAttribute('aria-pressed')).toBe(false)
  })
})

// Each test renders the page three times, each waiting for its answers: more than the default 5 s on a loaded machine.
describe("a visitor's 'Favorilere ekle' kept through the login", { timeout: 20_000 }, () => {
  const posts = (calls: string[]) => calls.filter((call) => call === 'POST').length

  /** The visitor presses the link: it goes to the login, saying why (the sonner Toaster shows the shell's toasts). */
  async function pressAsVisitor() {
    render(<Toaster />)
    const visit = productPage()
    await userEvent.click(await screen.findByRole('link', { name: 'Favorilere ekle' }))
    expect(await screen.findByText('Favorilere eklemek için giriş yapın')).toBeTruthy()
    expect(screen.getByText('elsewhere')).toBeTruthy()
    visit.unmount()
  }

  it('says why the login is asked for, then adds the product once when they are back on it signed in', async () => {
    const saved: ProductDto[] = []
    const calls: string[] = []
    server.use(...wishlistApi(saved, calls))
    await pressAsVisitor()
    expect(calls).toEqual([])

    // The login's redirect brings them back to the product, signed in.
    const back = productPage(session)
    await screen.findByRole('button', { name: 'Favorilerden çıkar' })
    expect(toast.success).toHaveBeenCalledWith('Favorilere eklendi', expect.anything())
    expect(saved.map((product) => product._id)).toEqual(['p1'])
    back.unmount()

    // Another visit (a reload, the back button) adds nothing more.
    productPage(session)
    await screen.findByRole('button', { name: 'Favorilerden çıkar' })
    await waitFor(() => expect(calls.filter((call) => call === 'GET').length).toBe(3))
    expect(posts(calls)).toBe(1)
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('adds nothing when the product is already saved, nor on another product page', async () => {
    const calls: string[] = []
    server.use(...wishlistApi([], calls))
    await pressAsVisitor()

    const other = { ...composite, _id: 'p2', slug: 'diger-urun' }
    server.use(
      http.get('*/api/products/diger-urun', () =>
        HttpResponse.json({ success: true, data: { product: other, relatedProducts: [] } }),
      ),
    )
    const elsewhere = renderPage({
      path: '/products/diger-urun',
      route: '/products/:idOrSlug',
      element: <ProductPage />,
      session,
    })
    const toggle = await screen.findByRole('button', { name: 'Favorilere ekle' })
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull())
    expect(posts(calls)).toBe(0)
    elsewhere.unmount()

    // Saved meanwhile (another device): the remembered press is dropped, not sent.
    server.use(...wishlistApi([composite], calls))
    productPage(session)
    const saved = await screen.findByRole('button', { name: 'Favorilerden çıkar' })
    await waitFor(() => expect(saved.getAttribute('aria-disabled')).toBeNull())
    expect(posts(calls)).toBe(0)
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('shows a failed add as the generic error toast, and does not try again on the next visit', async () => {
    const calls: string[] = []
    server.use(...wishlistApi([], calls))
    await pressAsVisitor()
    server.use(
      http.post('*/api/wishlist', () => {
        calls.push('POST')
        return HttpResponse.json({ success: false, message: '' }, { status: 500 })
      }),
    )
    const back = productPage(session)
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(tr['error.generic'], expect.anything()))
    expect(screen.getByRole('button', { name: 'Favorilere ekle' })).toBeTruthy()
    back.unmount()

    productPage(session)
    const toggle = await screen.findByRole('button', { name: 'Favorilere ekle' })
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull())
    expect(posts(calls)).toBe(1)
    expect(toast.success).not.toHaveBeenCalled()
  })
})
