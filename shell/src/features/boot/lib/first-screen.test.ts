import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { findFirstScreen } from './first-screen'

function pageAt(url: string, body: string): Document {
  const window = new Window({ url })
  window.document.body.innerHTML = body
  return window.document as unknown as Document
}

describe('findFirstScreen', () => {
  it('finds the first screen the worker painted into the boot frame, with the address it shows', () => {
    const doc = pageAt(
      'https://shop.test/products?page=2',
      '<div id="root"><div id="shell-boot"><div class="shell-boot-bar"></div><div class="fs-screen"><h1>Ürünler</h1></div></div></div>',
    )
    const found = findFirstScreen(doc)
    expect(found?.path).toBe('/products?page=2')
    expect(found?.node.textContent).toBe('Ürünler')
  })

  it('finds none on a page whose boot frame holds only the bar', () => {
    const doc = pageAt(
      'https://shop.test/cart',
      '<div id="root"><div id="shell-boot"><div class="shell-boot-bar"></div></div></div>',
    )
    expect(findFirstScreen(doc)).toBeNull()
  })
})
