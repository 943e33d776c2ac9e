import { describe, expect, it } from 'vitest'
import { IMAGE_VARIANT_WIDTHS } from './media-copies'
import {
  imageSrcSet,
  imageVariantKey,
  isImageVariantWidth,
  productGridFirstRowMedia,
  productGridImageSizes,
} from './responsive-image'

describe('imageSrcSet', () => {
  it('offers each stored copy and the original for a picture the shop stores', () => {
    expect(imageSrcSet('/media/products/abc.png')).toBe(
      '/media/products/abc.png?w=400 400w, /media/products/abc.png?w=800 800w, /media/products/abc.png 1600w',
    )
  })

  it('offers nothing for an outside address, an empty one or one that already has a query', () => {
    expect(imageSrcSet('https://cdn.example/a.png')).toBeUndefined()
    expect(imageSrcSet('')).toBeUndefined()
    expect(imageSrcSet('/media/products/abc.png?v=2')).toBeUndefined()
    expect(imageSrcSet('/static/logo.png')).toBeUndefined()
  })
})

describe('image copies', () => {
  it('keeps each copy under its own key beside no other object', () => {
    const keys = IMAGE_VARIANT_WIDTHS.map((width) => imageVariantKey('products/abc.png', width))
    expect(keys).toEqual(['variants/400/products/abc.png', 'variants/800/products/abc.png'])
  })

  it('knows only the widths it keeps', () => {
    expect(isImageVariantWidth(400)).toBe(true)
    expect(isImageVariantWidth(800)).toBe(true)
    expect(isImageVariantWidth(401)).toBe(false)
    expect(isImageVariantWidth(Number.NaN)).toBe(false)
  })
})

describe('productGridImageSizes', () => {
  it('gives a column share of the container at each of the grid breakpoints', () => {
    expect(productGridImageSizes({ mobile: 2, tablet: 3, desktop: 4 })).toBe(
      '(min-width: 80rem) calc(80rem / 4), (min-width: 64rem) calc(100vw / 4), ' +
        '(min-width: 48rem) calc(100vw / 3), calc(100vw / 2)',
    )
  })
})

describe('productGridFirstRowMedia', () => {
  const grid = { mobile: 2, tablet: 3, desktop: 4 }

  it('places each card of the default grid in its first row where the columns reach it', () => {
    expect([0, 1, 2, 3, 4].map((index) => productGridFirstRowMedia(index, grid))).toEqual([
      null,
      null,
      '(width >= 48rem)',
      '(width >= 64rem)',
      undefined,
    ])
  })

  it('names a middle range, and ranges that do not touch one by one', () => {
    expect(productGridFirstRowMedia(2, { mobile: 1, tablet: 3, desktop: 2 })).toBe('(48rem <= width < 64rem)')
    expect(productGridFirstRowMedia(1, { mobile: 2, tablet: 1, desktop: 3 })).toBe(
      '(width < 48rem), (width >= 64rem)',
    )
    expect(productGridFirstRowMedia(1, { mobile: 3, tablet: 2, desktop: 1 })).toBe('(width < 64rem)')
  })
})
