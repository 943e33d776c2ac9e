import { describe, expect, it } from 'vitest'
import { withAlpha } from './chart-colours'

describe('chart colours', () => {
  it('turns a hex theme colour into a translucent one', () => {
    expect(withAlpha('#ba8e1a', 0.5)).toBe('rgba(186, 142, 26, 0.5)')
    expect(withAlpha('#FFF', 0.25)).toBe('rgba(255, 255, 255, 0.25)')
  })

  it('leaves other notations as they are', () => {
    expect(withAlpha('rgb(1 2 3)', 0.5)).toBe('rgb(1 2 3)')
    expect(withAlpha('#12345', 0.5)).toBe('#12345')
  })
})
