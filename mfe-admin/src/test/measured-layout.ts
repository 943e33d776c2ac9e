import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import { languageAtom, shopStore } from '@shop/state'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'

/**
 * For a component that measures its own size (a frame that scrolls, a dialog's body): jsdom lays nothing out, so each
 * test stubs the sizes it needs; ResizeObserver is a stand-in that never reports. In Turkish, with the admin's
 * catalogue loaded.
 */
export function measuredLayout() {
  beforeAll(async () => {
    await adminCatalogue.load('tr')
  })
  beforeEach(() => {
    shopStore.set(languageAtom, 'tr')
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })
}
