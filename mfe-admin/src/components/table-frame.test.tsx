import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import { shopStore } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { measuredLayout } from '../test/measured-layout'
import { TableFrame } from './table-frame'

measuredLayout()

// Every element is wider inside (800 px) than it is (390 px), as a wide table on a phone.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390)
})

describe('TableFrame', () => {
  it('names a frame that scrolls apart from the section its table is named after, and lets the keyboard in', async () => {
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
    const frame = await screen.findByRole('region', { name: 'Son siparişler, yana kaydırılır' })
    expect(frame.tabIndex).toBe(0)
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Son siparişler',
      'Son siparişler, yana kaydırılır',
    ])
  })
})
