import { describe, expect, it } from 'vitest'
import { contrastRatio, hexToRgb, mix, rgbToHex } from './colour'
import { DEFAULT_THEME } from './constants'
import { STATUS_TINT, themeVariables } from './theme-variables'

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

  it("draws fields' and buttons' edges 3:1 out from the background and the surface, on any theme", () => {
    for (const theme of [
      {},
      { background: '#ffffff', foreground: '#111111' },
      { background: '#faf5eb', foreground: '#282828' },
      { background: '#0b1e3a', foreground: '#e8eef7' },
    ]) {
      const vars = themeVariables(theme)
      for (const behind of [vars['--color-background'], vars['--color-surface']])
        expect(ratio(vars['--color-border-strong'], behind), JSON.stringify(theme)).toBeGreaterThanOrEqual(3)
    }
    // The default dark theme keeps the edge it had.
    expect(themeVariables()['--color-border-strong']).toBe(
      rgbToHex(mix(hexToRgb(DEFAULT_THEME.background) ?? [0, 0, 0], [255, 255, 255], 0.4)),
    )
  })

  it('ignores malformed colours', () => {
    expect(themeVariables({ primary: 'red' })['--color-primary']).toBe(DEFAULT_THEME.primary)
  })

  it("draws native controls for the theme's side: dark on the default, light on a white theme", () => {
    expect(themeVariables()['color-scheme']).toBe('dark')
    expect(themeVariables({ background: '#0b1f3a', foreground: '#f0f0f0' })['color-scheme']).toBe('dark')
    expect(themeVariables({ background: '#ffffff', foreground: '#1a1a1a' })['color-scheme']).toBe('light')
    expect(themeVariables({ background: '#f5efe6', foreground: '#222222' })['color-scheme']).toBe('light')
  })

  it.each([
    ['the default dark theme', {}],
    ['a white theme', { background: '#ffffff', foreground: '#1a1a1a' }],
    ['a cream theme', { background: '#f5efe6', foreground: '#222222' }],
    ['a navy theme', { background: '#0b1f3a', foreground: '#f0f0f0' }],
  ])('makes every status colour readable on every surface and on its own tint in %s', (_name, theme) => {
    const vars = themeVariables(theme)
    const surfaces = ['--color-background', '--color-surface', '--color-surface-raised'].map(
      (key) => vars[key],
    )
    for (const status of ['danger', 'success', 'warning', 'info']) {
      const tone = vars[`--color-${status}`]
      const tint = rgbToHex(
        mix(
          hexToRgb(vars['--color-background'] ?? '') ?? [0, 0, 0],
          hexToRgb(tone ?? '') ?? [0, 0, 0],
          STATUS_TINT,
        ),
      )
      for (const surface of [...surfaces, tint]) {
        expect(ratio(surface, tone), `${status} ${tone} on ${surface}`).toBeGreaterThanOrEqual(4.5)
      }
    }
    expect(ratio(vars['--color-danger-surface'], vars['--color-danger'])).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps the status colours in their hue on a light theme: a red error, a green success', () => {
    const [red, green] = ['--color-danger', '--color-success'].map(
      (key) =>
        hexToRgb(themeVariables({ background: '#ffffff', foreground: '#1a1a1a' })[key] ?? '') ?? [0, 0, 0],
    )
    expect(red?.[0]).toBeGreaterThan(Math.max(red?.[1] ?? 0, red?.[2] ?? 0) * 2)
    expect(green?.[1]).toBeGreaterThan(Math.max(green?.[0] ?? 0, green?.[2] ?? 0) * 1.5)
  })
})
