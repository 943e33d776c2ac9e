import { messagesFor } from '@shop/i18n'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../../test/render-page'
import { PriceFilter } from './price-filter'

const tr = messagesFor('tr')

function setup() {
  const onApply = vi.fn()
  renderPage({
    path: '/products',
    route: '/products',
    element: <PriceFilter minPrice={undefined} maxPrice={undefined} onApply={onApply} />,
  })
  const apply = (min: string, max: string) => {
    fireEvent.change(screen.getByLabelText(tr['filters.min_price']), { target: { value: min } })
    fireEvent.change(screen.getByLabelText(tr['filters.max_price']), { target: { value: max } })
    fireEvent.click(screen.getByRole('button', { name: tr['filters.apply_price'] }))
  }
  return { onApply, apply }
}

describe('PriceFilter', () => {
  it('applies a range the API takes, a decimal comma read as a point and a blank bound as none', () => {
    const { onApply, apply } = setup()
    apply(' 10,5 ', '')
    expect(onApply).toHaveBeenLastCalledWith({ minPrice: '10.5', maxPrice: undefined })
    apply('50', '50')
    expect(onApply).toHaveBeenLastCalledWith({ minPrice: '50', maxPrice: '50' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('reads a bound written as the shop writes prices in Turkish: 1.000 is a thousand, not one lira', () => {
    const { onApply, apply } = setup()
    apply('250', '1.000')
    expect(onApply).toHaveBeenLastCalledWith({ minPrice: '250', maxPrice: '1000' })
    apply('1.250,50 ₺', '')
    expect(onApply).toHaveBeenLastCalledWith({ minPrice: '1250.5', maxPrice: undefined })
  })

  it('explains a bound the API would refuse instead of applying it', () => {
    const { onApply, apply } = setup()
    for (const [min, max] of [
      ['ucuz', ''],
      ['', '-1'],
      ['', '100000001'],
    ]) {
      apply(min as string, max as string)
      expect(screen.getByRole('alert').textContent).toBe(tr['product.price_filter_invalid'])
    }
    expect(onApply).not.toHaveBeenCalled()
  })

  it('explains a lower bound above the upper one', () => {
    const { onApply, apply } = setup()
    apply('100', '99.99')
    expect(screen.getByRole('alert').textContent).toBe(tr['product.price_range_invalid'])
    expect(onApply).not.toHaveBeenCalled()
  })
})
