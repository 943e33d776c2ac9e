import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { CATEGORIES } from './catalogue/categories'
import { SEED_PRODUCTS } from './catalogue/index'
import { KINDS, type ProductKind } from './draw/kinds'
import { CATEGORY_IMAGE_SIZE, categoryImage, PRODUCT_IMAGE_SIZE, productImage } from './images'
import { CATEGORY_KINDS, categoryKind, productKind, SKU_KINDS } from './product-kinds'

/**
 * Width, height and RGBA pixels of a PNG written by the seed's encoder (one IDAT, filter type 0 on each row; RGB
 * pictures, colour type 2, are given an opaque alpha).
 */
function decode(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset)
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  const channels = png[25] === 2 ? 3 : 4
  const idatLength = view.getUint32(33)
  const raw = inflateSync(png.subarray(41, 41 + idatLength))
  const pixels = new Uint8Array(width * height * 4)
  const stride = width * channels + 1
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 4; channel++) {
        pixels[(y * width + x) * 4 + channel] =
          channel < channels ? (raw[y * stride + 1 + x * channels + channel] ?? 0) : 255
      }
    }
  }
  return { width, height, pixels }
}

/** The share of pixels that differ clearly from the top-left corner (the backdrop). */
function drawnShare(pixels: Uint8Array): number {
  let drawn = 0
  for (let i = 0; i < pixels.length; i += 4) {
    const difference =
      Math.abs((pixels[i] ?? 0) - (pixels[0] ?? 0)) +
      Math.abs((pixels[i + 1] ?? 0) - (pixels[1] ?? 0)) +
      Math.abs((pixels[i + 2] ?? 0) - (pixels[2] ?? 0))
    if (difference > 24) drawn++
  }
  return drawn / (pixels.length / 4)
}

const kinds = Object.keys(KINDS) as ProductKind[]

describe('product pictures', () => {
  it.each(kinds)('draws %s at twice the largest display size, filling a fair part of the picture', (kind) => {
    const { width, height, pixels } = decode(productImage(kind, '#1f6f8b', 0))
    expect([width, height]).toEqual([PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE])
    const share = drawnShare(pixels)
    expect(share).toBeGreaterThan(0.04)
    expect(share).toBeLessThan(0.7)
    // Opaque everywhere: the picture is a product photo, not a cut-out.
    for (let i = 3; i < pixels.length; i += 4 * 997) expect(pixels[i]).toBe(255)
  })

  it('gives the same bytes for the same product, and different ones for another form of the same kind', () => {
    expect(productImage('gloves', '#6b7a1d', 1)).toEqual(productImage('gloves', '#6b7a1d', 1))
    expect(productImage('gloves', '#6b7a1d', 0)).not.toEqual(productImage('gloves', '#6b7a1d', 1))
  })

  it('draws the smaller copies at their own size, showing the same drawing', () => {
    const full = decode(productImage('implant', '#1f6f8b', 0))
    const copy = decode(productImage('implant', '#1f6f8b', 0, 400))
    expect([copy.width, copy.height]).toEqual([400, 400])
    expect(Math.abs(drawnShare(copy.pixels) - drawnShare(full.pixels))).toBeLessThan(0.02)
    const category = decode(categoryImage('implant', '#1f6f8b', 0, 400))
    expect([category.width, category.height]).toEqual([400, 300])
  })

  it('draws category pictures in the cards’ 4:3 shape', () => {
    const { width, height, pixels } = decode(categoryImage('implant', '#1f6f8b', 0))
    expect([width, height]).toEqual([CATEGORY_IMAGE_SIZE.width, CATEGORY_IMAGE_SIZE.height])
    expect(drawnShare(pixels)).toBeGreaterThan(0.04)
  })
})

describe('picture kinds of the seeded catalogue', () => {
  it('has a kind for every seeded product and category', () => {
    for (const product of SEED_PRODUCTS) expect(kinds).toContain(productKind(product))
    const slugs = CATEGORIES.flatMap((root) => [
      root.slug,
      ...(root.children ?? []).map((child) => child.slug),
    ])
    for (const slug of slugs) expect(kinds).toContain(categoryKind(slug))
    expect(Object.keys(CATEGORY_KINDS).sort()).toEqual([...slugs].sort())
  })

  it('names only SKUs of the catalogue, each drawn unlike its category', () => {
    const bySku = new Map(SEED_PRODUCTS.map((product) => [product.sku, product]))
    for (const [sku, kind] of Object.entries(SKU_KINDS)) {
      const product = bySku.get(sku)
      expect(product, sku).toBeDefined()
      expect(CATEGORY_KINDS[product?.category ?? ''], sku).not.toBe(kind)
    }
  })

  it('refuses a product in a category nobody mapped', () => {
    expect(() => productKind({ sku: 'NEW-1', category: 'yeni-kategori' })).toThrow(/yeni-kategori/)
  })

  it('uses every drawing for some seeded product', () => {
    const used = new Set(SEED_PRODUCTS.map(productKind))
    expect(kinds.filter((kind) => !used.has(kind))).toEqual([])
  })
})
