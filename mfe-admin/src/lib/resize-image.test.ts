import imageCompression from 'browser-image-compression'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resizeImage } from './resize-image'

vi.mock('browser-image-compression', () => ({ default: vi.fn() }))
const compress = vi.mocked(imageCompression)

afterEach(() => compress.mockReset())

const photo = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type })

describe('resizeImage', () => {
  it('redraws a photo as WebP of at most 1600 px and 1 MB on the main thread, named after its new type', async () => {
    compress.mockResolvedValue(new File(['webp'], 'ignored', { type: 'image/webp' }))
    const resized = await resizeImage(photo('ön yüz.JPG', 'image/jpeg'))
    expect(compress).toHaveBeenCalledWith(expect.any(File), {
      maxWidthOrHeight: 1600,
      maxSizeMB: 1,
      fileType: 'image/webp',
      initialQuality: 0.85,
      useWebWorker: false,
    })
    expect(resized.name).toBe('ön yüz.webp')
    expect(resized.type).toBe('image/webp')
  })

  it('names the file after what the browser really made when it cannot encode WebP', async () => {
    compress.mockResolvedValue(new File(['png'], 'ignored', { type: 'image/png' }))
    const resized = await resizeImage(photo('kapak.jpeg', 'image/jpeg'))
    expect(resized.name).toBe('kapak.png')
    expect(resized.type).toBe('image/png')
  })

  it('sends the original when the browser cannot decode it (HEIC outside Safari)', async () => {
    compress.mockRejectedValue(new Error('cannot decode'))
    const heic = photo('IMG_0001.HEIC', 'image/heic')
    expect(await resizeImage(heic)).toBe(heic)
  })

  it('sends a small WebP as it is, and still redraws a large one', async () => {
    compress.mockResolvedValue(new File(['webp'], 'ignored', { type: 'image/webp' }))
    const small = photo('kucuk.webp', 'image/webp', 400 * 1024)
    expect(await resizeImage(small)).toBe(small)
    expect(compress).not.toHaveBeenCalled()
    await resizeImage(photo('buyuk.webp', 'image/webp', 400 * 1024 + 1))
    expect(compress).toHaveBeenCalledOnce()
  })
})
