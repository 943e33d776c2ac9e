import { type CartItem, cartItemsAtom } from '@shop/state'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartPage } from '../../../routes/cart-page'
import { ratesAnswer, renderPage, settingsAnswer } from '../../../test/render-page'
import { quoteServer, type ServerProduct } from '../test/quote-server'

const line = (productId: string, name: string, price: number, quantity: number, stock = 10): CartItem => ({
  productId,
  slug: productId,
  name: { tr: name, en: name },
  price,
  discountPrice: null,
  image: '',
  stock,
  quantity,
})
const mirror = line('ayna', 'Ağız Aynası', 100, 1)
const gloves = line('eldiven', 'Nitril Eldiven', 40, 2)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  vi.spyOn(toast, 'error')
  server.use(settingsAnswer(), ratesAnswer({ USD: 40 }))
})
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

function openCart(cart: CartItem[], catalogue: Record<string, ServerProduct>, language: 'tr' | 'en' = 'tr') {
  server.use(quoteServer(catalogue).handler)
  return renderPage({ path: '/cart', route: '/cart', element: <CartPage />, cart, language })
}

const row = (name: string) =>
  screen.getAllByTestId('cart-row').find((item) => item.textContent?.includes(name)) as HTMLElement

describe('the cart checked against the server when it opens', () => {
  it('flags a changed price with the old one struck through, a sold-out line, and holds checkout back', async () => {
    const { store } = openCart([mirror, gloves], {
      ayna: { price: 125, stock: 10 },
      eldiven: { price: 40, stock: 0 },
    })
    const change = await within(await waitFor(() => row('Ağız Aynası'))).findByTestId('cart-price-change')
    expect(change.textContent).toBe('Fiyat değiştiEski fiyat: 100,00 ₺→Yeni fiyat: 125,00 ₺')
    expect(change.querySelector('del')?.textContent).toContain('100,00 ₺')
    // The stored cart now holds the server's numbers; the row keeps saying what changed.
    expect(store.get(cartItemsAtom).map((item) => [item.productId, item.price, item.stock])).toEqual([
      ['ayna', 125, 10],
      ['eldiven', 40, 0],
    ])
    expect(within(row('Nitril Eldiven')).getByTestId('cart-line-problem').textContent).toBe('Stokta yok')
    expect(row('Nitril Eldiven').dataset.problem).toBe('out_of_stock')
    expect(row('Ağız Aynası').dataset.problem).toBeUndefined()

    const checkout = screen.getByRole('button', { name: 'Siparişi tamamla' }) as HTMLButtonElement
    expect(checkout.disabled).toBe(true)
    expect(checkout.getAttribute('aria-describedby')).toBe('cart-checkout-blocked')
    expect(screen.getByTestId('checkout-blocked').textContent).toMatch(/İşaretli ürünleri sepetten çıkarın/)
    expect(screen.queryByRole('link', { name: 'Siparişi tamamla' })).toBeNull()
    // The server's totals leave the sold-out line out: 125 + 15 = 140; VAT 25,20.
    expect(screen.getByTestId('cart-total').textContent).toBe('165,20 ₺')

    await userEvent.click(screen.getByRole('button', { name: 'Kaldır: Nitril Eldiven' }))
    expect((await screen.findByRole('link', { name: 'Siparişi tamamla' })).getAttribute('href')).toBe(
      '/checkout',
    )
  })

  it("says 'Maksimum {stock} adet' on a line above the stock and clears it once lowered to the stock", async () => {
    openCart([line('frez', 'Elmas Frez', 30, 4, 10)], { frez: { price: 30, stock: 2 } })
    const flagged = await screen.findByTestId('cart-line-problem')
    expect(flagged.textContent).toBe('Maksimum 2 adet ekleyebilirsiniz')
    const frez = row('Elmas Frez')
    await userEvent.click(within(frez).getByRole('button', { name: 'Adedi azalt' }))
    expect(screen.getByTestId('cart-line-problem').textContent).toBe('Maksimum 2 adet ekleyebilirsiniz')
    await userEvent.click(within(frez).getByRole('button', { name: 'Adedi azalt' }))
    expect(screen.queryByTestId('cart-line-problem')).toBeNull()
    expect(screen.getByRole('link', { name: 'Siparişi tamamla' })).toBeTruthy()
    // Above the stock again is refused with the spec's message.
    await userEvent.click(within(frez).getByRole('button', { name: 'Adedi artır' }))
    expect(toast.error).toHaveBeenCalledWith('Maksimum 2 adet ekleyebilirsiniz', expect.anything())
  })

  it('flags a product no longer sold and one the server no longer has', async () => {
    openCart([mirror, gloves], { ayna: { price: 100, stock: 10, isActive: false } })
    await waitFor(() => expect(screen.getAllByTestId('cart-line-problem')).toHaveLength(2))
    expect(screen.getAllByTestId('cart-line-problem').map((flag) => flag.textContent)).toEqual([
      'Bu ürün artık satışta değil',
      'Bu ürün artık satışta değil',
    ])
    expect((screen.getByRole('button', { name: 'Siparişi tamamla' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('refuses a 1000th unit with the order limit, even with the stock for it', async () => {
    const { store } = openCart([line('pamuk', 'Pamuk Rulo', 2, 1, 5000)], {
      pamuk: { price: 2, stock: 5000 },
    })
    const quantity = await screen.findByRole('spinbutton', { name: 'Pamuk Rulo adedi' })
    fireEvent.change(quantity, { target: { value: '1000' } })
    expect(toast.error).toHaveBeenCalledWith(
      'Bir üründen en fazla 999 adet sipariş verebilirsiniz',
      expect.anything(),
    )
    expect(store.get(cartItemsAtom)[0]?.quantity).toBe(1)
    fireEvent.change(quantity, { target: { value: '999' } })
    expect(store.get(cartItemsAtom)[0]?.quantity).toBe(999)
  })

  it('words the flags in English for an English shopper', async () => {
    openCart([mirror, gloves], { ayna: { price: 90, stock: 10 }, eldiven: { price: 40, stock: 1 } }, 'en')
    const change = await screen.findByTestId('cart-price-change')
    expect(change.textContent).toMatch(/^Price changedOld price: [^→]*100[^→]*→New price: .*90/)
    expect(screen.getByTestId('cart-line-problem').textContent).toBe('You can add at most 1 items')
    expect(screen.getByTestId('checkout-blocked').textContent).toMatch(/Remove the flagged products/)
  })
})
