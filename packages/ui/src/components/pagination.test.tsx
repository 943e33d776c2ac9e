import { messagesFor } from '@shop/i18n'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, useSearchParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { Pagination } from './pagination'

/** A list screen: its main region, and the page links at its foot following the address. */
function ListScreen({ scrollToTopOnChange }: { scrollToTopOnChange?: boolean }) {
  const [params] = useSearchParams()
  const page = Number(params.get('page') ?? 1)
  return (
    <main id="main" tabIndex={-1}>
      <h1>Siparişlerim, sayfa {page}</h1>
      <Pagination
        page={page}
        pages={3}
        hrefFor={(next) => `/orders?page=${next}`}
        scrollToTopOnChange={scrollToTopOnChange}
      />
    </main>
  )
}

function renderList(scrollToTopOnChange?: boolean) {
  render(
    <IntlProvider locale="tr" messages={messagesFor('tr')}>
      <MemoryRouter initialEntries={['/orders']}>
        <ListScreen scrollToTopOnChange={scrollToTopOnChange} />
      </MemoryRouter>
    </IntlProvider>,
  )
}

let scrollTo: MockInstance<typeof window.scrollTo>
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterEach(() => scrollTo.mockRestore())

describe('Pagination', () => {
  it('shows the next page from its top, with focus on the main region instead of the link at the foot', async () => {
    renderList()
    expect(scrollTo).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('link', { name: 'Sayfa 2' }))
    await screen.findByRole('heading', { name: 'Siparişlerim, sayfa 2' })
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(document.activeElement).toBe(screen.getByRole('main'))
  })

  it('leaves both to a screen that places the reader itself', async () => {
    renderList(false)
    const link = screen.getByRole('link', { name: 'Sayfa 2' })
    await userEvent.click(link)
    await screen.findByRole('heading', { name: 'Siparişlerim, sayfa 2' })
    expect(scrollTo).not.toHaveBeenCalled()
    expect(document.activeElement).not.toBe(screen.getByRole('main'))
  })
})
