import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { productImage } from './images'
import { toWebp } from './webp'

describe('toWebp', () => {
  const png = productImage('implant', '#1565c0', 0, 800)

  it('encodes a drawn picture as WebP at its size, in a fraction of the PNG bytes', async () => {
    const webp = await toWebp(png, 'copy')
    const { format, width, height } = await sharp(webp).metadata()
    expect({ format, width, height }).toEqual({ format: 'webp', width: 800, height: 800 })
    expect(webp.length).toBeLessThan(png.length / 2)
  })

  it('gives an original more bytes than a copy: it is encoded at the higher quality', async () => {
    const [original, copy] = await Promise.all([toWebp(png, 'original'), toWebp(png, 'copy')])
    expect(original.length).toBeGreaterThan(copy.length)
  })
})
