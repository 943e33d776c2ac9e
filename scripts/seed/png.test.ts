import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { Canvas, crc32, hexColour } from './png'

describe('Canvas.toPng', () => {
  it('writes a valid PNG signature, header and pixel data', () => {
    const canvas = new Canvas(3, 2, hexColour('#ff0000'))
    canvas.fill((x, y) => x < 1 && y < 1, hexColour('#0000ff'))
    const png = canvas.toPng()
    expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const view = new DataView(png.buffer)
    expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR')
    expect(view.getUint32(16)).toBe(3)
    expect(view.getUint32(20)).toBe(2)
    const idatLength = view.getUint32(33)
    expect(new TextDecoder().decode(png.subarray(37, 41))).toBe('IDAT')
    expect(png[25]).toBe(2) // colour type RGB: every pixel is opaque
    const raw = inflateSync(png.subarray(41, 41 + idatLength))
    // Row 0: filter byte, then a blue pixel, then red ones.
    expect(Array.from(raw.subarray(0, 7))).toEqual([0, 0, 0, 255, 255, 0, 0])
    expect(raw.length).toBe(2 * (1 + 3 * 3))
  })

  it('keeps the alpha channel when a pixel is translucent', () => {
    const canvas = new Canvas(2, 1, [0, 0, 0, 0])
    canvas.fill((x) => x < 1, hexColour('#00ff00'))
    const png = canvas.toPng()
    expect(png[25]).toBe(6) // colour type RGBA
    const view = new DataView(png.buffer)
    const raw = inflateSync(png.subarray(41, 41 + view.getUint32(33)))
    expect(Array.from(raw)).toEqual([0, 0, 255, 0, 255, 0, 0, 0, 0])
  })

  it('blends translucent colours', () => {
    const canvas = new Canvas(1, 1, hexColour('#000000'))
    canvas.fill(() => true, hexColour('#ffffff', 128))
    expect(canvas.pixels[0]).toBe(128)
  })
})

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926)
  })
})
