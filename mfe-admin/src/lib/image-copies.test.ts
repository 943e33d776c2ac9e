import imageCompression from 'browser-image-compression'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appendImage, prepareImage } from './image-copies'

vi.mock('browser-image-compression', () => ({ default: vi.fn() }))
const compress = vi.mocked(imageCompression)

/** The size createImageBitmap reports for the photo being prepared (jsdom decodes no pictures). */
let decoded: { width: number; height: number } | Error

beforeEach(() => {
  compress.mockImplementation(
    async (_file, options) =>
      new File([`webp ${options.maxWidthOrHeight}`], 'ignored', { type: 'image/webp' }),
  )
  vi.stubGlobal('createImageBitmap', async () => {
    if (decoded instanceof Error) throw decoded
    return { ...decoded, close: () => undefined }
  })
})

afterEach(() => {
  compress.mockReset()
  vi.unstubAllGlobals()
})

const photo = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' })

describe('prepareImage', () => {
  it('makes a WebP copy at each kept width narrower than the photo', async () => {
    decoded = { width: 1600, height: 1200 }
    const prepared = await prepareImage(photo('klinik.jpg'))
    expect(prepared.file.name).toBe('klinik.webp')
    expect(prepared.copies.map((copy) => copy.width)).toEqual([400, 800])
    // Landscape: the longer side is the width itself.
    expect(compress).toHaveBeenCalledWith(prepared.file, expect.objectContaining({ maxWidthOrHeight: 400 }))
    expect(compress).toHaveBeenCalledWith(prepared.file, expect.objectContaining({ maxWidthOrHeight: 800 }))
    expect(prepared.copies.every((copy) => copy.file.type === 'image/webp')).toBe(true)
  })

  it('bounds a portrait photo by the height that gives the copy its width', async () => {
    decoded = { width: 900, height: 1600 }
    const prepared = await prepareImage(photo('dik.jpg'))
    expect(compress).toHaveBeenCalledWith(prepared.file, expect.objectContaining({ maxWidthOrHeight: 711 }))
    expect(compress).toHaveBeenCalledWith(prepared.file, expect.objectContaining({ maxWidthOrHeight: 1422 }))
  })

  it('makes no copy wider than the photo itself', async () => {
    decoded = { width: 500, height: 500 }
    expect((await prepareImage(photo('kucuk.jpg'))).copies.map((copy) => copy.width)).toEqual([400])
    decoded = { width: 400, height: 300 }
    expect((await prepareImage(photo('en-kucuk.jpg'))).copies).toEqual([])
  })

  it('sends the photo without copies when the browser cannot decode it', async () => {
    decoded = new Error('cannot decode HEIC')
    const prepared = await prepareImage(photo('IMG_0001.jpg'))
    expect(prepared.copies).toEqual([])
    expect(prepared.file).toBeInstanceOf(File)
  })
})

describe('appendImage', () => {
  it("puts the photo under its field and each copy under the API's field for its position", async () => {
    decoded = { width: 1600, height: 1600 }
    const form = new FormData()
    appendImage(form, 'files', await prepareImage(photo('a.jpg')), 0)
    appendImage(form, 'files', await prepareImage(photo('b.jpg')), 1)
    expect([...form.keys()]).toEqual(['files', 'copy400_0', 'copy800_0', 'files', 'copy400_1', 'copy800_1'])
    expect((form.get('copy800_1') as File).name).toBe('800-b.webp')
  })
})
