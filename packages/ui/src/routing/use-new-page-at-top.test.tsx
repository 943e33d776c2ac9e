import { act, render } from '@testing-library/react'
import { UNSAFE_createMemoryHistory, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createGuardedHistory, type GuardedHistory } from './guarded-history'
import { ShopRouter } from './shop-router'

/** A page: a search field in its header, a main region showing the address, a link in its footer. */
function Page() {
  const { pathname } = useLocation()
  return (
    <>
      <input aria-label="Ara" />
      <main id="main" tabIndex={-1}>
        <h1>{pathname}</h1>
      </main>
      <footer>
        <a href="/products/kompozit">Kompozit</a>
      </footer>
    </>
  )
}

let scrollTo: MockInstance<typeof window.scrollTo>
let history: GuardedHistory

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  history = createGuardedHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/products'], v5Compat: true }),
  )
  render(
    <ShopRouter history={history}>
      <Page />
    </ShopRouter>,
  )
})

afterEach(() => scrollTo.mockRestore())

const go = (step: () => void) => act(async () => step())
const main = () => document.getElementById('main')

describe('a new page', () => {
  it('opens at its top with focus on its main region, not on the link that led there', async () => {
    document.querySelector<HTMLElement>('footer a')?.focus()
    await go(() => history.push('/products/kompozit'))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(document.activeElement).toBe(main())
  })

  it('leaves the focus in the field the shopper is typing in', async () => {
    const search = document.querySelector('input') as HTMLInputElement
    search.focus()
    await go(() => history.push('/products/kompozit'))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(document.activeElement).toBe(search)
  })

  it('is left where the browser puts it on back and forward, and to the screen on a change of query', async () => {
    await go(() => history.push('/cart'))
    scrollTo.mockClear()
    await go(() => history.go(-1))
    await go(() => history.push('/products?page=2'))
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
