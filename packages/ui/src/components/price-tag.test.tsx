import { DEFAULT_DISPLAY_CURRENCY, type DisplayCurrency, messagesFor } from '@shop/i18n'
import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { PriceTag } from './price-tag'

function renderPrice(
  price: number | null | undefined,
  discountPrice: number | null,
  display = DEFAULT_DISPLAY_CURRENCY,
) {
  const { container } = render(
    <IntlProvider locale="tr" messages={messagesFor('tr')}>
      <PriceTag price={price} discountPrice={discountPrice} display={display} />
    </IntlProvider>,
  )
  return container
}

describe('PriceTag', () => {
  it('shows the discounted price and strikes the original through when 0 < discount < price', () => {
    const container = renderPrice(1250, 999.9)
    expect(container.querySelector('s')?.textContent).toBe('Eski fiyat: 1.250,00 ₺')
    expect(screen.getByText('999,90 ₺')).toBeTruthy()
  })

  it('ignores a discount that is not below the price, zero or missing', () => {
    for (const discount of [1250, 1300, 0, null]) {
      const container = renderPrice(1250, discount)
      expect(container.querySelector('s')).toBeNull()
      expect(container.textContent).toBe('1.250,00 ₺')
      container.remove()
    }
  })

  it('shows a missing, zero or NaN price as unavailable', () => {
    for (const price of [undefined, null, 0, Number.NaN]) {
      const container = renderPrice(price, null)
      expect(container.textContent).toBe('Fiyat bilgisi yok')
      container.remove()
    }
  })

  it('converts into the chosen currency with its symbol', () => {
    const usd: DisplayCurrency = { ...DEFAULT_DISPLAY_CURRENCY, currency: 'USD', rates: { USD: 40 } }
    const container = renderPrice(2000, 1600, usd)
    expect(container.querySelector('s')?.textContent).toBe('Eski fiyat: $50,00')
    expect(screen.getByText('$40,00')).toBeTruthy()
  })

  it('uses the lira symbol position from settings', () => {
    const before: DisplayCurrency = {
      ...DEFAULT_DISPLAY_CURRENCY,
      liraStyle: { symbol: '₺', position: 'before' },
    }
    expect(renderPrice(1234.5, null, before).textContent).toBe('₺1.234,50')
  })
})
