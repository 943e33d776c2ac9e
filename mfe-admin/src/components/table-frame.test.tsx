import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import { languageAtom, shopStore } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { TableFrame } from './table-frame'

// jsdom lays nothing out: the table is made wider than its frame here.
vi.mock('../hooks/use-horizontal-overflow', () => ({ useHorizontalOverflow: () => true }))

beforeAll(async () => {
  shopStore.set(languageAtom, 'tr')
  await adminCatalogue.load('tr')
})

describe('TableFrame', () => {
  it('names a frame that scrolls apart from the section its table is named after, and lets the keyboard in', () => {
    render(
      <Provider store={shopStore}>
        <ShopIntlProvider catalogue={adminCatalogue}>
          <section aria-label="Son siparişler">
            <TableFrame label="Son siparişler">
              <table aria-label="Son siparişler" />
            </TableFrame>
          </section>
        </ShopIntlProvider>
      </Provider>,
    )
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))
    expect(regions).toEqual(['Son siparişler', 'Son siparişler, yana kaydırılır'])
    expect(screen.getByRole('region', { name: 'Son siparişler, yana kaydırılır' }).tabIndex).toBe(0)
  })
})
