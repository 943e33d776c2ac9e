import { settingsQueries } from '@shop/api-client'
import { defaultSettings, HEADER_LOGO_HEIGHT } from '@shop/domain'
import { frameCatalogue } from '@shop/i18n/frame-catalogue'
import { languageAtom, shopStore } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Provider } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RemoteLoader } from '../../remotes/lib/remote-loader'
import { RemoteLoaderContext } from '../../remotes/lib/remote-loader-context'
import { ShopFrame } from './shop-frame'
import { WaitingFrame } from './waiting-frame'

beforeEach(() => {
  shopStore.set(languageAtom, 'en')
})

/** The storefront never answers: the frame stays on its placeholder. */
const pending: RemoteLoader = () => new Promise(() => {})

function renderFrame(frame: React.ReactNode, settings = defaultSettings()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  client.setQueryData(settingsQueries.public().queryKey, settings)
  return render(
    <Provider store={shopStore}>
      <QueryClientProvider client={client}>
        <ShopIntlProvider catalogue={frameCatalogue}>
          <RemoteLoaderContext value={pending}>
            <MemoryRouter>{frame}</MemoryRouter>
          </RemoteLoaderContext>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
}

const bar = (container: HTMLElement) => container.querySelector('.shell-boot-bar')

describe("the header's placeholder (the boot frame's bar, kept until the storefront's header arrives)", () => {
  it("shows the shop's name in the visitor's language when no logo is set", () => {
    const settings = { ...defaultSettings(), siteName: { tr: 'Diş Deposu', en: 'Dental Depot' }, logoUrl: '' }
    const { container } = renderFrame(
      <ShopFrame>
        <p>page</p>
      </ShopFrame>,
      { ...settings, headerLogoUrl: '' },
    )
    expect(bar(container)?.getAttribute('aria-hidden')).toBe('true')
    expect(bar(container)?.textContent).toBe('Dental Depot')
  })

  it('shows the header logo at the height the header draws it, before the site logo', () => {
    const settings = { ...defaultSettings(), headerLogoUrl: '/media/header.png', logoUrl: '/media/site.png' }
    const { container } = renderFrame(
      <ShopFrame>
        <p>page</p>
      </ShopFrame>,
      settings,
    )
    const logo = bar(container)?.querySelector('img')
    expect(logo?.getAttribute('src')).toBe('/media/header.png')
    expect(logo?.getAttribute('height')).toBe(String(HEADER_LOGO_HEIGHT))
  })

  it('holds the bar without a brand while the settings are still on their way', () => {
    const { container } = renderFrame(<WaitingFrame />)
    expect(bar(container)).not.toBeNull()
    expect(bar(container)?.childElementCount).toBe(0)
  })
})
