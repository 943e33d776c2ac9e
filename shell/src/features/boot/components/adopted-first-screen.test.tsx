import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdoptedFirstScreen } from './adopted-first-screen'

function paintedScreen() {
  const boot = document.createElement('div')
  boot.innerHTML = '<div class="fs-screen"><img src="/media/products/a.png" alt=""><h1>Ürün</h1></div>'
  document.body.append(boot)
  return boot.firstElementChild as Element
}

describe('AdoptedFirstScreen', () => {
  it('shows the painted elements themselves, not a copy, so no picture is fetched or painted again', () => {
    const node = paintedScreen()
    const image = node.querySelector('img')
    const { getByTestId } = render(<AdoptedFirstScreen node={node} />)
    const holder = getByTestId('first-screen')
    expect(holder.firstElementChild).toBe(node)
    expect(holder.querySelector('img')).toBe(image)
  })

  it('takes them away when the page that replaces it arrives', () => {
    const node = paintedScreen()
    const { unmount } = render(<AdoptedFirstScreen node={node} />)
    unmount()
    expect(node.isConnected).toBe(false)
  })
})
