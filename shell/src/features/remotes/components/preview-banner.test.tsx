import { messagesFor } from '@shop/i18n'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PreviewBanner, previewLabel } from './preview-banner'

const preview = '/remote-builds/storefront/3f9a0c1d2e4b/mf-manifest.json'

function renderBanner(previews: Promise<{ remote: 'storefront'; url: string }[]>) {
  render(
    <IntlProvider locale="tr" messages={messagesFor('tr')}>
      <PreviewBanner previews={previews} />
    </IntlProvider>,
  )
}

describe('PreviewBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    window.sessionStorage.clear()
  })

  it('names the build a preview loads', () => {
    expect(previewLabel(preview)).toBe('3f9a0c1d2e4b')
    expect(previewLabel('http://localhost:3001/mf-manifest.json')).toBe(
      'http://localhost:3001/mf-manifest.json',
    )
  })

  it('renders nothing without previews', async () => {
    renderBanner(Promise.resolve([]))
    await Promise.resolve()
    expect(screen.queryByRole('region', { name: 'Önizleme' })).toBeNull()
  })

  it('says which remote loads which build, and closes every preview in one click', async () => {
    window.sessionStorage.setItem('mf-remote-override:storefront', preview)
    window.history.replaceState(null, '', `/products?q=eldiven&remote:storefront=${preview}`)
    const replace = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: window.location.href,
      replace,
    })
    renderBanner(Promise.resolve([{ remote: 'storefront', url: preview }]))
    const banner = await screen.findByRole('region', { name: 'Önizleme' })
    expect(banner.textContent).toContain('storefront')
    expect(banner.textContent).toContain('3f9a0c1d2e4b')
    await userEvent.click(screen.getByRole('button', { name: 'Önizlemeyi kapat' }))
    expect(window.sessionStorage.getItem('mf-remote-override:storefront')).toBeNull()
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/\/products\?q=eldiven$/))
  })
})
