import { env, exports } from 'cloudflare:workers'
import { type AdminSettings, LOGO_MAX_BYTES, type LogoUploadAnswer } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { sniffLogoType } from '../src/lib/logo-upload'
import { sniffIconType, sniffMediaType } from '../src/lib/uploads/sniff'
import { auditRows, postMultipart } from './helpers/admin-settings'
import { call } from './helpers/api'
import { type TestUser, userWithRole } from './helpers/staff'
import { FIXTURES } from './upload-fixtures'

/** An icon with one 16×16 32-bit entry whose data starts right after the directory. */
const ICO = new Uint8Array([
  0,
  0,
  1,
  0,
  1,
  0,
  16,
  16,
  0,
  0,
  1,
  0,
  32,
  0,
  0x68,
  0x04,
  0,
  0,
  22,
  0,
  0,
  0,
  ...new Array(40).fill(7),
])

let admin: TestUser
let token: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
})

const logoForm = (content: Uint8Array | Blob, name: string, field = 'logo') => {
  const form = new FormData()
  form.append(field, new File([content], name))
  return form
}

const upload = (
  type: string,
  content: Uint8Array | Blob,
  name: string,
  headers: Record<string, string> = {},
) =>
  exports.default
    .fetch(`http://shop.test/api/settings/upload-logo/${type}`, {
      method: 'POST',
      body: logoForm(content, name),
      headers: { Authorization: `Bearer ${token}`, ...headers },
    })
    .then(async (res) => ({
      status: res.status,
      body: await res.json<{ success: boolean; data: LogoUploadAnswer; message?: string }>(),
    }))

const currentSettings = async () =>
  (await call<{ settings: AdminSettings }>('/settings', { token })).body.data.settings

async function mediaRow(key: string) {
  return env.DB.prepare('select folder, content_type as contentType from media_objects where key = ?')
    .bind(key)
    .first<{ folder: string; contentType: string }>()
}

const keyOf = (url: string) => url.replace(/^\/media\//, '')

describe('sniffing icons', () => {
  it('knows an icon by its header and first directory entry', () => {
    expect(sniffIconType(ICO)).toEqual({ contentType: 'image/x-icon', extension: 'ico' })
    expect(sniffLogoType(ICO)).toEqual({ contentType: 'image/x-icon', extension: 'ico' })
  })

  it('refuses the bare header, a zero count, a broken entry, and never lets other uploads take an icon', () => {
    expect(sniffIconType(ICO.subarray(0, 6))).toBeNull()
    const noImages = new Uint8Array(ICO)
    noImages.set([0, 0], 4)
    expect(sniffIconType(noImages)).toBeNull()
    const badOffset = new Uint8Array(ICO)
    badOffset.set([2, 0, 0, 0], 18)
    expect(sniffIconType(badOffset)).toBeNull()
    expect(sniffIconType(FIXTURES.png)).toBeNull()
    expect(sniffMediaType(ICO)).toBeNull()
  })

  it('takes jpeg, png and webp for logos, and no heic, heif, svg or html', () => {
    expect(sniffLogoType(FIXTURES.jpeg)?.contentType).toBe('image/jpeg')
    expect(sniffLogoType(FIXTURES.webp)?.contentType).toBe('image/webp')
    for (const refused of [FIXTURES.heic, FIXTURES.heif, FIXTURES.svg, FIXTURES.html, FIXTURES.mp4]) {
      expect(sniffLogoType(refused)).toBeNull()
    }
  })
})

describe('POST /settings/upload-logo/{type}', () => {
  it('stores a logo under logos/, sets the settings field and answers its address as logoUrl and url', async () => {
    const { status, body } = await upload('logo', FIXTURES.png, 'logo.png')
    expect(status).toBe(200)
    expect(body.data.logoUrl).toMatch(/^\/media\/logos\/[0-9a-f]{24}\.png$/)
    expect(body.data).toEqual({ type: 'logo', logoUrl: body.data.logoUrl, url: body.data.logoUrl })
    expect((await currentSettings()).logoUrl).toBe(body.data.logoUrl)
    const object = await env.MEDIA.get(keyOf(body.data.url))
    expect(object?.httpMetadata?.contentType).toBe('image/png')
    await object?.arrayBuffer()
    expect(await mediaRow(keyOf(body.data.url))).toEqual({ folder: 'logos', contentType: 'image/png' })
    const shop = await call<{ settings: { logoUrl: string } }>('/settings/public')
    expect(shop.body.data.settings.logoUrl).toBe(body.data.logoUrl)
  })

  it('takes an icon as the favicon, and a PNG named .ico too, typed by its bytes', async () => {
    const icon = await upload('favicon', ICO, 'favicon.ico')
    expect(icon.status).toBe(200)
    expect(icon.body.data.url).toMatch(/^\/media\/logos\/[0-9a-f]{24}\.ico$/)
    const served = await exports.default.fetch(`http://shop.test${icon.body.data.url}`)
    expect(served.headers.get('Content-Type')).toBe('image/x-icon')
    await served.arrayBuffer()

    const png = await upload('favicon', FIXTURES.png, 'favicon.ico')
    expect(png.status).toBe(200)
    expect(png.body.data.url).toMatch(/\.png$/)
    expect((await currentSettings()).faviconUrl).toBe(png.body.data.url)
  })

  it("refuses an icon as a logo, HTML named .png and HEIC, with the spec's message, and stores nothing", async () => {
    const before = await currentSettings()
    const objects = (await env.MEDIA.list()).objects.length
    for (const [type, content, name] of [
      ['logo', ICO, 'logo.ico'],
      ['headerLogo', FIXTURES.html, 'logo.png'],
      ['footerLogo', FIXTURES.heic, 'logo.heic'],
      ['favicon', FIXTURES.jpeg, 'favicon.png'],
      ['favicon', new Uint8Array(), 'empty.png'],
    ] as const) {
      const { status, body } = await upload(type, content, name)
      expect(status, `${type} ${name}`).toBe(400)
      expect(body.message).toBe('Geçersiz dosya formatı!')
    }
    const english = await upload('logo', ICO, 'logo.ico', { 'Accept-Language': 'en' })
    expect(english.body.message).toBe('Invalid file format!')
    expect(await currentSettings()).toEqual(before)
    expect((await env.MEDIA.list()).objects.length).toBe(objects)
  })

  it('takes 2 MB and refuses 2 MB + 1 byte with the spec message', async () => {
    const padded = (size: number) => {
      const bytes = new Uint8Array(size)
      bytes.set(FIXTURES.png)
      return bytes
    }
    const exact = await upload('headerLogo', padded(LOGO_MAX_BYTES), 'header.png')
    expect(exact.status).toBe(200)
    const over = await upload('headerLogo', padded(LOGO_MAX_BYTES + 1), 'header.png')
    expect(over.status).toBe(400)
    expect(over.body.message).toBe("Dosya boyutu 2MB'dan küçük olmalıdır!")
    expect((await currentSettings()).headerLogoUrl).toBe(exact.body.data.url)
    const huge = await upload('headerLogo', padded(5 * LOGO_MAX_BYTES), 'huge.png', {
      'Accept-Language': 'en',
    })
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe('The file must be smaller than 2MB!')
  })

  it('releases the logo it replaces, unless another setting still shows it', async () => {
    const first = (await upload('footerLogo', FIXTURES.webp, 'a.webp')).body.data.url
    const second = (await upload('footerLogo', FIXTURES.jpeg, 'b.jpg')).body.data.url
    expect(await env.MEDIA.head(keyOf(first))).toBeNull()
    expect(await mediaRow(keyOf(first))).toBeNull()
    expect(await env.MEDIA.head(keyOf(second))).not.toBeNull()

    // The same image as logo and footer logo: replacing the footer logo keeps it for the logo.
    await call('/settings/category/logoUrl', { method: 'PUT', body: second, token })
    const third = (await upload('footerLogo', FIXTURES.png, 'c.png')).body.data.url
    expect(await env.MEDIA.head(keyOf(second))).not.toBeNull()
    const settings = await currentSettings()
    expect([settings.logoUrl, settings.footerLogoUrl]).toEqual([second, third])
  })

  it('releases a logo when a settings write or a reset drops it', async () => {
    const dropped = (await upload('headerLogo', FIXTURES.png, 'd.png')).body.data.url
    await call('/settings', { method: 'PUT', body: { headerLogoUrl: '' }, token })
    expect(await env.MEDIA.head(keyOf(dropped))).toBeNull()

    const before = await currentSettings()
    const shown = [before.logoUrl, before.footerLogoUrl, before.faviconUrl]
    expect(shown.every((url) => url.startsWith('/media/logos/'))).toBe(true)
    expect((await call('/settings/reset', { method: 'POST', token })).status).toBe(200)
    for (const url of shown) expect(await env.MEDIA.head(keyOf(url))).toBeNull()
    expect((await env.MEDIA.list({ prefix: 'logos/' })).objects).toEqual([])
  })

  it('drops a media path longer than a LIKE pattern may be (D1: 50 bytes) without an error', async () => {
    const long = `/media/products/${'a'.repeat(24)}-${'b'.repeat(40)}.webp`
    expect((await call('/settings', { method: 'PUT', body: { faviconUrl: long }, token })).status).toBe(200)
    const dropped = await call('/settings', { method: 'PUT', body: { faviconUrl: '' }, token })
    expect(dropped.status).toBe(200)
    expect((await currentSettings()).faviconUrl).toBe('')
  })

  it('audits each upload as the change of its settings field', async () => {
    const rows = await auditRows('settings', 'settings.upload_logo')
    expect(rows.map((row) => row.entityId)).toEqual([
      'logoUrl',
      'faviconUrl',
      'faviconUrl',
      'headerLogoUrl',
      'footerLogoUrl',
      'footerLogoUrl',
      'footerLogoUrl',
      'headerLogoUrl',
    ])
    const [, second, third] = rows.filter((row) => row.entityId === 'footerLogoUrl')
    expect(third).toMatchObject({ actorId: admin.id })
    expect(third?.details).toEqual({
      before: { footerLogoUrl: (second?.details.after as Record<string, string>).footerLogoUrl },
      after: { footerLogoUrl: expect.stringMatching(/^\/media\/logos\/[0-9a-f]{24}\.png$/) },
    })
  })

  it('needs the logo field and a known type', async () => {
    const wrongField = await postMultipart(
      '/settings/upload-logo/logo',
      logoForm(FIXTURES.png, 'a.png', 'file'),
      token,
    )
    expect(wrongField.status).toBe(400)
    expect(wrongField.body.message).toBe('Dosya seçilmelidir')
    const unknown = await postMultipart(
      '/settings/upload-logo/banner',
      logoForm(FIXTURES.png, 'a.png'),
      token,
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('Logo türü logo, headerLogo, footerLogo veya favicon olmalıdır')
  })

  it('is for admins only', async () => {
    const moderator = await (await userWithRole('moderator')).token()
    expect(
      (await postMultipart('/settings/upload-logo/logo', logoForm(FIXTURES.png, 'a.png'), moderator)).status,
    ).toBe(403)
  })
})
