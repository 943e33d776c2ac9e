import { describe, expect, it } from 'vitest'
import { contrastRatio, hexToRgb } from './colour'
import { DEFAULT_THEME } from './constants'
import { themeVariables } from './theme-variables'

const ratio = (a: string | undefined, b: string | undefined) =>
  contrastRatio(hexToRgb(a ?? '') ?? [0, 0, 0], hexToRgb(b ?? '') ?? [0, 0, 0])

describe('themeVariables', () => {
  it('uses the default theme when settings give nothing', () => {
    const vars = themeVariables()
    expect(vars['--color-background']).toBe(DEFAULT_THEME.background.toLowerCase())
    expect(vars['--color-foreground']).toBe('#ffffff')
    expect(vars['--color-primary']).toBe(DEFAULT_THEME.primary)
  })

  it('keeps a readable configured colour and replaces an unreadable one', () => {
    expect(
      themeVariables({ primary: '#1d4ed8', primaryForeground: '#ffffff' })['--color-primary-foreground'],
    ).toBe('#ffffff')
    // White on the default gold is about 3:1, below AA, so the button text turns dark.
    const gold = themeVariables()
    expect(ratio(gold['--color-primary'], gold['--color-primary-foreground'])).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps body and muted text readable on a light theme', () => {
    const vars = themeVariables({ background: '#ffffff', foreground: '#fafafa' })
    expect(ratio(vars['--color-background'], vars['--color-foreground'])).toBeGreaterThanOrEqual(4.5)
    expect(ratio(vars['--color-background'], vars['--color-muted-foreground'])).toBeGreaterThanOrEqual(4.5)
  })

  it('ignores malformed colours', () => {
    expect(themeVariables({ primary: 'red' })['--color-primary']).toBe(DEFAULT_THEME.primary)
  })
})
