import { env, exports } from 'cloudflare:workers'
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, type UploadedFile } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from './helpers/staff'
import { FIXTURES, formOf, postForm } from './upload-fixtures'

let admin: string

beforeAll(async () => {
  admin = await adminToken()
})

/** A file of exactly `size` bytes that starts with a real header. */
function sized(header: Uint8Array, size: number): Uint8Array {
  const content = new Uint8Array(size)
  content.set(header)
  return content
}

describe('upload size caps (the production constants)', () => {
  it('refuses a video one byte over 100 MB', async () => {
    const big = sized(FIXTURES.mp4, MAX_VIDEO_BYTES + 1)
    const { status, body } = await postForm(
      '/single',
      formOf({ folder: 'videos' }, ['file', big, 'uzun.mp4']),
      admin,
    )
    expect(status).toBe(400)
    expect(body.message).toBe('uzun.mp4 dosyası çok büyük (max 100MB)')
    expect((await env.MEDIA.list({ prefix: 'videos/' })).objects).toEqual([])
  })

  it('takes an image of exactly 10 MB and refuses one byte more', async () => {
    const exact = await postForm<UploadedFile>(
      '/single',
      formOf({}, ['file', sized(FIXTURES.jpeg, MAX_IMAGE_BYTES), 'tam.jpg']),
      admin,
    )
    expect(exact.status).toBe(201)
    expect(exact.body.data.size).toBe(MAX_IMAGE_BYTES)
    const over = await postForm(
      '/single',
      formOf({}, ['file', sized(FIXTURES.jpeg, MAX_IMAGE_BYTES + 1), 'buyuk.jpg']),
      admin,
    )
    expect(over.status).toBe(400)
    expect(over.body.message).toBe('buyuk.jpg dosyası çok büyük (max 10MB)')
  })

  it('refuses a body whose declared length is over the cap before reading it', async () => {
    // The stream is never written: an answer can only come from the Content-Length check.
    const { readable } = new FixedLengthStream(MAX_VIDEO_BYTES * 2)
    const res = await exports.default.fetch('http://shop.test/api/upload/single', {
      method: 'POST',
      body: readable,
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'multipart/form-data; boundary=sinir' },
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ success: false, message: 'Yükleme çok büyük (max 100MB)' })
  })
})
