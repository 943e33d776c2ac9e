import { env, exports } from 'cloudflare:workers'
import { MAX_FILES_PER_UPLOAD, type UploadedFile } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { mediaObjects } from '../src/db/schema'
import { userWithRole } from './helpers/staff'
import { FIXTURES, formOf, postForm, storedState } from './upload-fixtures'

let admin: string
let moderator: string
let adminId: string

beforeAll(async () => {
  const user = await userWithRole('admin')
  adminId = user.id
  admin = await user.token()
  moderator = await (await userWithRole('moderator')).token()
})

const KEY_PATTERN = (folder: string, extension: string) =>
  new RegExp(`^${folder}/[0-9a-f]{24}\\.${extension}$`)

describe('POST /upload/single', () => {
  it('stores the file in R2 under a fresh key with its sniffed type, records it and serves it at /media/<key>', async () => {
    const { status, body } = await postForm<UploadedFile>(
      '/single',
      formOf({ folder: 'products', optimize: 'true' }, ['file', FIXTURES.png, 'ayna büyük.png']),
      admin,
    )
    expect(status).toBe(201)
    expect(body.data.key).toMatch(KEY_PATTERN('products', 'png'))
    expect(body.data).toEqual({
      url: `/media/${body.data.key}`,
      key: body.data.key,
      contentType: 'image/png',
      size: FIXTURES.png.length,
    })

    const object = await env.MEDIA.get(body.data.key)
    expect(object?.httpMetadata?.contentType).toBe('image/png')
    expect(new Uint8Array(await (object as R2ObjectBody).arrayBuffer())).toEqual(FIXTURES.png)

    const served = await exports.default.fetch(`http://shop.test${body.data.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(FIXTURES.png)

    const [row] = await drizzle(env.DB).select().from(mediaObjects).all()
    expect(row).toMatchObject({
      key: body.data.key,
      contentType: 'image/png',
      size: FIXTURES.png.length,
      folder: 'products',
      uploadedBy: adminId,
    })
  })

  it('puts a file without a folder in general, and lets a moderator upload', async () => {
    const { status, body } = await postForm<UploadedFile>(
      '/single',
      formOf({}, ['file', FIXTURES.jpeg, 'foto.jpeg']),
      moderator,
    )
    expect(status).toBe(201)
    expect(body.data.key).toMatch(KEY_PATTERN('general', 'jpg'))
    expect(body.data.contentType).toBe('image/jpeg')
  })

  it('decides the type from the bytes: a PNG named .mp4 is stored as a PNG, and refused as a video', async () => {
    const stored = await postForm<UploadedFile>(
      '/single',
      formOf({}, ['file', FIXTURES.png, 'klip.mp4']),
      admin,
    )
    expect(stored.status).toBe(201)
    expect(stored.body.data.contentType).toBe('image/png')
    expect(stored.body.data.key).toMatch(KEY_PATTERN('general', 'png'))

    const before = await storedState()
    const refused = await postForm(
      '/single',
      formOf({ folder: 'videos' }, ['file', FIXTURES.png, 'klip.mp4']),
      admin,
    )
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('klip.mp4 geçerli bir video dosyası değil')
    expect(await storedState()).toEqual(before)
  })

  it.each([
    ['HTML named .jpg', FIXTURES.html, 'sayfa.jpg'],
    ['SVG', FIXTURES.svg, 'logo.svg'],
    ['SVG named .png', FIXTURES.svg, 'logo.png'],
    ['GIF', FIXTURES.gif, 'hareketli.gif'],
    ['AVIF', FIXTURES.avif, 'foto.avif'],
  ])('refuses %s whatever its name, storing nothing', async (_label, content, name) => {
    const before = await storedState()
    const { status, body } = await postForm(
      '/single',
      formOf({ folder: 'products' }, ['file', content, name]),
      admin,
    )
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: `${name} desteklenmeyen bir dosya türü` })
    expect(await storedState()).toEqual(before)
  })

  it('refuses an empty file', async () => {
    const { status, body } = await postForm(
      '/single',
      formOf({}, ['file', new Uint8Array(), 'bos.png']),
      admin,
    )
    expect(status).toBe(400)
    expect(body.message).toBe('bos.png boş bir dosya')
  })

  it.each([
    ['mp4', 'video/mp4', 'mp4'],
    ['quicktime', 'video/quicktime', 'mov'],
    ['webm', 'video/webm', 'webm'],
    ['avi', 'video/x-msvideo', 'avi'],
  ] as const)('accepts a real %s header in the videos folder', async (fixture, contentType, extension) => {
    const { status, body } = await postForm<UploadedFile>(
      '/single',
      formOf({ folder: 'videos' }, ['file', FIXTURES[fixture], `tanitim.${extension}`]),
      admin,
    )
    expect(status).toBe(201)
    expect(body.data.contentType).toBe(contentType)
    expect(body.data.key).toMatch(KEY_PATTERN('videos', extension))
    expect((await env.MEDIA.head(body.data.key))?.httpMetadata?.contentType).toBe(contentType)
  })

  it.each([
    ['webp', 'image/webp'],
    ['heic', 'image/heic'],
    ['heif', 'image/heif'],
  ] as const)('accepts a %s image in the categories folder', async (fixture, contentType) => {
    const { status, body } = await postForm<UploadedFile>(
      '/single',
      formOf({ folder: 'categories' }, ['file', FIXTURES[fixture], `kategori.${fixture}`]),
      admin,
    )
    expect(status).toBe(201)
    expect(body.data.contentType).toBe(contentType)
  })

  it('keeps videos out of the image folders and Matroska or audio out of the videos folder', async () => {
    const video = await postForm(
      '/single',
      formOf({ folder: 'products' }, ['file', FIXTURES.mp4, 'v.mp4']),
      admin,
    )
    expect(video.status).toBe(400)
    expect(video.body.message).toBe('v.mp4 desteklenmeyen bir dosya türü')
    for (const [content, name] of [
      [FIXTURES.matroska, 'film.mkv'],
      [FIXTURES.m4a, 'ses.m4a'],
    ] as const) {
      const refused = await postForm('/single', formOf({ folder: 'videos' }, ['file', content, name]), admin)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(`${name} geçerli bir video dosyası değil`)
    }
  })

  it('answers in English for an English caller, with a long, odd name cut to 100 characters', async () => {
    const name = `${'ç'.repeat(150)}\u0007.html`
    const { status, body } = await postForm('/single', formOf({}, ['file', FIXTURES.html, name]), admin, {
      'Accept-Language': 'en',
    })
    expect(status).toBe(400)
    expect(body.message).toBe(`${'ç'.repeat(100)} is not a supported file type`)
  })

  it('refuses a missing file, an unknown folder, a JSON body and a broken multipart body with 400', async () => {
    const missing = await postForm('/single', formOf({ folder: 'products' }), admin)
    expect(missing).toMatchObject({ status: 400, body: { message: 'Dosya seçilmelidir' } })
    const folder = await postForm(
      '/single',
      formOf({ folder: '../etc' }, ['file', FIXTURES.png, 'a.png']),
      admin,
    )
    expect(folder).toMatchObject({ status: 400, body: { message: 'Geçersiz klasör' } })

    const send = (body: string, contentType: string) =>
      exports.default.fetch('http://shop.test/api/upload/single', {
        method: 'POST',
        body,
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': contentType },
      })
    const json = await send('{"file":"a.png"}', 'application/json')
    expect(json.status).toBe(400)
    expect(await json.json()).toMatchObject({ message: 'Dosya seçilmelidir' })
    for (const contentType of ['multipart/form-data; boundary=sinir', 'multipart/form-data']) {
      const broken = await send(
        '--sinir\r\nContent-Disposition: form-data; name="file"\r\n\r\nyarım',
        contentType,
      )
      expect(broken.status, contentType).toBe(400)
      expect(await broken.json()).toMatchObject({
        message: 'Yükleme okunamadı; dosyalar form olarak gönderilmelidir',
      })
    }
  })

  it('answers the same on /upload/optimized, ignoring its type field', async () => {
    const { status, body } = await postForm<UploadedFile>(
      '/optimized',
      formOf({ folder: 'products', type: 'product' }, ['file', FIXTURES.webp, 'kucuk.webp']),
      admin,
    )
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ contentType: 'image/webp', url: `/media/${body.data.key}` })
    const refused = await postForm(
      '/optimized',
      formOf({ type: 'product' }, ['file', FIXTURES.svg, 'x.svg']),
      admin,
    )
    expect(refused.status).toBe(400)
  })

  it('refuses a customer with 403 and an anonymous caller with 401', async () => {
    const customer = await (await userWithRole('user')).token()
    const form = () => formOf({}, ['file', FIXTURES.png, 'a.png'])
    expect((await postForm('/single', form(), customer)).status).toBe(403)
    expect((await postForm('/single', form())).status).toBe(401)
    expect((await postForm('/multiple', formOf({}, ['files', FIXTURES.png, 'a.png']), customer)).status).toBe(
      403,
    )
    expect((await postForm('/optimized', form())).status).toBe(401)
  })
})

describe('POST /upload/multiple', () => {
  it('stores every file and answers them in order, with the first url on its own', async () => {
    const { status, body } = await postForm<{ files: UploadedFile[]; url: string }>(
      '/multiple',
      formOf(
        { folder: 'products' },
        ['files', FIXTURES.png, '1.png'],
        ['files', FIXTURES.jpeg, '2.jpg'],
        ['files[]', FIXTURES.webp, '3.webp'],
      ),
      admin,
    )
    expect(status).toBe(201)
    expect(body.data.files.map((file) => file.contentType)).toEqual(['image/png', 'image/jpeg', 'image/webp'])
    expect(body.data.url).toBe(body.data.files[0]?.url)
    for (const file of body.data.files) {
      expect(file.key).toMatch(/^products\//)
      expect(await env.MEDIA.head(file.key)).not.toBeNull()
    }
  })

  it('is all or nothing: one refused file stores none of them', async () => {
    const before = await storedState()
    const { status, body } = await postForm(
      '/multiple',
      formOf(
        { folder: 'products' },
        ['files', FIXTURES.png, 'iyi.png'],
        ['files', FIXTURES.svg, 'kotu.png'],
        ['files', FIXTURES.jpeg, 'iyi.jpg'],
      ),
      admin,
    )
    expect(status).toBe(400)
    expect(body.message).toBe('kotu.png desteklenmeyen bir dosya türü')
    expect(await storedState()).toEqual(before)
  })

  it(`refuses no files and more than ${MAX_FILES_PER_UPLOAD} files`, async () => {
    const none = await postForm('/multiple', formOf({ folder: 'products' }), admin)
    expect(none).toMatchObject({ status: 400, body: { message: 'Dosya seçilmelidir' } })
    const files = Array.from(
      { length: MAX_FILES_PER_UPLOAD + 1 },
      (_, index) => ['files', FIXTURES.png, `${index}.png`] as [string, Uint8Array, string],
    )
    const tooMany = await postForm('/multiple', formOf({}, ...files), admin)
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: 'Tek seferde en fazla 20 dosya yüklenebilir' },
    })
  })
})
