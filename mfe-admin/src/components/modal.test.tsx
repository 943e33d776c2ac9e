import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import { shopStore } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { measuredLayout } from '../test/measured-layout'
import { Modal } from './modal'

measuredLayout()

/** jsdom lays nothing out: every element is `inside` px tall inside and 600 px tall itself. */
function renderOrderDetail(inside: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(inside)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
  render(
    <Provider store={shopStore}>
      <ShopIntlProvider catalogue={adminCatalogue}>
        <Modal open title="Sipariş DS-261129-AYCQF" onClose={() => {}}>
          <p>Ürünler, teslimat adresi, tutarlar</p>
        </Modal>
      </ShopIntlProvider>
    </Provider>,
  )
}

afterEach(() => toast.dismiss())

describe('Modal', () => {
  it('lets the keyboard scroll a body taller than the dialog: a region named by its title, in the tab order', async () => {
    renderOrderDetail(1400)
    const dialog = await screen.findByRole('dialog', { name: 'Sipariş DS-261129-AYCQF' })
    const body = within(dialog).getByRole('region', { name: 'Sipariş DS-261129-AYCQF' })
    expect(body.tabIndex).toBe(0)
    expect(body.textContent).toBe('Ürünler, teslimat adresi, tutarlar')
  })

  it('adds no tab stop to a body that fits', async () => {
    renderOrderDetail(600)
    const dialog = await screen.findByRole('dialog', { name: 'Sipariş DS-261129-AYCQF' })
    expect(within(dialog).queryByRole('region')).toBeNull()
    expect(dialog.querySelector('[tabindex="0"]')).toBeNull()
  })

  it('shows inside itself the error toasts raised while it is open: outside, the dialog covers them', async () => {
    renderOrderDetail(600)
    const dialog = await screen.findByRole('dialog', { name: 'Sipariş DS-261129-AYCQF' })
    const notices = within(dialog).getByRole('status')
    expect(notices.textContent).toBe('')
    act(() => void toast.error('Sipariş bu sırada değişti; sayfayı yenileyip tekrar deneyin'))
    await waitFor(() =>
      expect(notices.textContent).toBe('Sipariş bu sırada değişti; sayfayı yenileyip tekrar deneyin'),
    )
    // A success is not repeated: the dialog closes on it, or shows what changed.
    act(() => void toast.success('Kargo takip numarası kopyalandı'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(notices.textContent).toBe('Sipariş bu sırada değişti; sayfayı yenileyip tekrar deneyin')
  })
})
