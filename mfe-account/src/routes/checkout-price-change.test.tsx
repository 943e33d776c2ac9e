import { kurusToLira, liraToKurus } from '@shop/domain'
import { messagesFor } from '@shop/i18n'
import { cartItemsAtom, shopStore } from '@shop/state'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'
import {
  loggedInWithCart,
  quoteHandler,
  quoteOf,
  registerCheckoutHarness,
  renderCheckout,
  server,
} from '../test/checkout-harness'
import { order } from '../test/fixtures'

const tr = messagesFor('tr')

registerCheckoutHarness()

describe('placing the order after a price change', () => {
  it('shows a price change before the order: old and new total, the changed line, and places it at the new total once confirmed', async () => {
    let price = 60
    const bodies: { expectedTotal?: number }[] = []
    server.use(
      quoteHandler(() => price),
      http.post('*/api/orders', async ({ request }) => {
        const body = (await request.json()) as { expectedTotal?: number; items: { quantity: number }[] }
        bodies.push(body)
        const fresh = quoteOf(body.items[0]?.quantity ?? 1, price)
        if (body.expectedTotal !== liraToKurus(fresh.totalAmount)) {
          return HttpResponse.json(
            {
              success: false,
              message: 'Fiyatlar değişti; lütfen yeni toplamı kontrol edin (194,70 ₺)',
              data: { expectedTotal: kurusToLira(body.expectedTotal ?? 0), quote: fresh },
            },
            { status: 409 },
          )
        }
        return HttpResponse.json(
          {
            success: true,
            data: { order: order({ _id: 'o79', totalAmount: fresh.totalAmount }), whatsappUrl: null },
          },
          { status: 201 },
        )
      }),
    )
    loggedInWithCart(2)
    renderCheckout()
    expect((await screen.findByTestId('amount-total')).textContent).toBe('159,30 ₺')
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('İzmir'),
    )
    price = 75
    await userEvent.click(screen.getByTestId('place-order'))

    const dialog = await screen.findByRole('dialog', { name: tr['checkout.price_changed_title'] })
    // 2 × 75 = 150 ₺, free shipping, 18% = 27,00 ₺ → 177,00 ₺.
    expect(within(dialog).getByTestId('price-change-old').textContent).toBe('159,30 ₺')
    expect(within(dialog).getByTestId('price-change-new').textContent).toBe('177,00 ₺')
    expect(within(dialog).getByTestId('price-change-lines').textContent).toBe(
      'Kompozit Dolgu: 60,00 ₺ → 75,00 ₺',
    )
    // Nothing was ordered yet: the cart is intact and the summary already shows the new total.
    expect(shopStore.get(cartItemsAtom)).toHaveLength(1)
    expect(screen.getByTestId('amount-total').textContent).toBe('177,00 ₺')
    expect(toast.error).not.toHaveBeenCalled()

    await userEvent.click(within(dialog).getByTestId('price-change-confirm'))
    expect(await screen.findByText('sipariş sayfası')).toBeTruthy()
    expect(bodies.map((body) => body.expectedTotal)).toEqual([15_930, 17_700])
    expect(shopStore.get(cartItemsAtom)).toEqual([])
  })

  it('lets the shopper step back from a price change without ordering', async () => {
    let price = 60
    let orders = 0
    server.use(
      quoteHandler(() => price),
      http.post('*/api/orders', () => {
        orders += 1
        return HttpResponse.json(
          {
            success: false,
            message: 'Fiyatlar değişti',
            data: { expectedTotal: 76.7, quote: quoteOf(1, price) },
          },
          { status: 409 },
        )
      }),
    )
    loggedInWithCart(1)
    renderCheckout()
    await screen.findByTestId('amount-total')
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('İzmir'),
    )
    price = 70
    await userEvent.click(screen.getByTestId('place-order'))
    const dialog = await screen.findByRole('dialog', { name: tr['checkout.price_changed_title'] })
    await userEvent.click(within(dialog).getByRole('button', { name: tr['checkout.price_changed_cancel'] }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(orders).toBe(1)
    expect(screen.getByTestId('where').textContent).toBe('/checkout')
    expect(screen.getByTestId('checkout-total-amount').textContent).toBe(
      `${quoteOf(1, 70).totalAmount.toFixed(2).replace('.', ',')} ₺`,
    )
  })
})
