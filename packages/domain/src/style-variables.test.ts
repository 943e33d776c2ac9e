import { describe, expect, it } from 'vitest'
import { heroVariables } from './hero-variables'
import { productCardVariables } from './product-card-variables'
import { heroStyleSchema, productCardStyleSchema } from './settings'
import { defaultSettings } from './settings-defaults'

describe('productCardVariables', () => {
  it('turns the default card style into grid and card variables', () => {
    const vars = productCardVariables(defaultSettings().ui.productCard)
    expect(vars).toMatchObject({
      '--grid-columns-mobile': '2',
      '--grid-columns-tablet': '3',
      '--grid-columns-desktop': '4',
      '--card-image-ratio': '1 / 1',
      '--card-min-height': 'auto',
      '--card-radius': '0.75rem',
    })
  })

  it('follows a configured style', () => {
    const style = productCardStyleSchema.parse({
      gridColumns: { mobile: 1, tablet: 2, desktop: 5 },
      imageAspectRatio: '16/9',
      cardHeight: 'fixed',
      titleFontSize: '1.1rem',
    })
    expect(productCardVariables(style)).toMatchObject({
      '--grid-columns-mobile': '1',
      '--grid-columns-desktop': '5',
      '--card-image-ratio': '16 / 9',
      '--card-min-height': '26rem',
      '--card-title-size': '1.1rem',
    })
  })
})

describe('heroVariables', () => {
  it('draws a gradient from the two configured colours by default', () => {
    const vars = heroVariables(heroStyleSchema.parse({ backgroundFrom: '#112233', backgroundTo: '#445566' }))
    expect(vars['--hero-background']).toBe('linear-gradient(135deg, #112233, #445566)')
    expect(vars['--hero-align']).toBe('center')
  })

  it('uses the solid colour and the configured type when asked', () => {
    const vars = heroVariables(
      heroStyleSchema.parse({
        backgroundType: 'solid',
        backgroundSolid: '#0a0a0a',
        titleFontSize: { mobile: '2rem', desktop: '3rem' },
        titleFontWeight: '800',
        textAlign: 'left',
      }),
    )
    expect(vars).toMatchObject({
      '--hero-background': '#0a0a0a',
      '--hero-title-size-mobile': '2rem',
      '--hero-title-size-desktop': '3rem',
      '--hero-title-weight': '800',
      '--hero-align': 'left',
      '--hero-block-margin': '0 auto',
    })
  })
})
