import { render, screen } from '@testing-library/react'
import { UNSAFE_createMemoryHistory, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createGuardedHistory, type GuardedHistory } from './guarded-history'
import { ShopRouter } from './shop-router'

/** Shows the router's address; on its first render it takes one step, as a shopper's back button can mid-render. */
function StepDuringFirstRender({ history, to }: { history: GuardedHistory; to: string }) {
  const { pathname } = useLocation()
  if (history.location.pathname !== to && pathname !== to) history.push(to)
  return <p data-testid="address">{pathname}</p>
}

describe('ShopRouter', () => {
  it('catches up with a step taken before it listened, instead of showing the page it left', async () => {
    const history = createGuardedHistory(
      UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true }),
    )
    render(
      <ShopRouter history={history}>
        <StepDuringFirstRender history={history} to="/checkout" />
      </ShopRouter>,
    )
    expect((await screen.findByTestId('address')).textContent).toBe('/checkout')
    expect(history.location.pathname).toBe('/checkout')
  })

  it('renders what the history shows, and follows later steps', async () => {
    const history = createGuardedHistory(
      UNSAFE_createMemoryHistory({ initialEntries: ['/cart'], v5Compat: true }),
    )
    function Address() {
      return <p data-testid="address">{useLocation().pathname}</p>
    }
    render(
      <ShopRouter history={history}>
        <Address />
      </ShopRouter>,
    )
    expect(screen.getByTestId('address').textContent).toBe('/cart')
    history.push('/products')
    await screen.findByText('/products')
  })
})
