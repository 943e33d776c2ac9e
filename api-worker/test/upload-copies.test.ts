import { env, exports } from 'cloudflare:workers'
import type { UploadedFile } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientOf } from '../src/lib/database'
import { storeUploads } from '../src/lib/uploads/store'
import { userWithRole } from './helpers/staff'
import { FIXTURES, formOf, postForm, storedState } from './upload-fixtures'

let admin: string

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
})

const served = async (path: string) => {
  const res = await exports.default.fetch(`http://shop.test${path}`)
  return { type: res.headers.get('Content-Type'), bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe("an uploaded picture's smaller copies", () => {
  it('are stored beside the picture, unlisted, and served for their widths', async () => {
    const { status, body } = await postForm<UploadedFile>(
      '/single',
      formOf(
        { folder: 'products' },
        ['file', FIXTURES.jpeg, 'foto.jpg'],
        ['copy400_0', FIXTURES.webp, 'foto-400.webp'],
        ['copy800_0', FIXTURES.png, 'foto-800.png'],
      ),
      admin,
    )
    expect(status).toBe(201)
    expect(await served(`${body.data.url}?w=400`)).toEqual({ type: 'image/webp', bytes: FIXTURES.webp })
    expect(await served(`${body.data.url}?w=800`)).toEqual({ type: 'image/png', bytes: FIXTURES.png })
    expect(await served(body.data.url)).toEqual({ type: 'image/jpeg', bytes: FIXTURES.jpeg })
    // Only the picture is in the media list: its copies follow it.
    const { rows } = await storedState()
    expect(rows.filter((key) => key.includes(body.data.key))).toEqual([body.data.key])
  })

  it('go with each file of a multiple upload by its position', async () => {
    const { status, body } = await postForm<{ files: UploadedFile[] }>(
      '/multiple',
      formOf(
        { folder: 'products' },
        ['files', FIXTURES.png, 'a.png'],
        ['files', FIXTURES.jpeg, 'b.jpg'],
        ['copy400_1', FIXTURES.webp, 'b-400.webp'],
      ),
      admin,
    )
    expect(status).toBe(201)
    const [first, second] = body.data.files
    expect(await env.MEDIA.head(`variants/400/${first?.key}`)).toBeNull()
    expect((await served(`${second?.url}?w=400`)).type).toBe('image/webp')
  })

  it('refuse the upload, storing nothing, when a copy is not a picture a browser shows or belongs to a video', async () => {
    const before = await storedState()
    const cases: [string, [string, Uint8Array, string][]][] = [
      [
        '/single',
        [
          ['file', FIXTURES.png, 'ayna.png'],
          ['copy400_0', FIXTURES.svg, 'ayna-400.png'],
        ],
      ],
      [
        '/single',
        [
          ['file', FIXTURES.png, 'ayna.png'],
          ['copy800_0', FIXTURES.heic, 'ayna-800.heic'],
        ],
      ],
      [
        '/single',
        [
          ['file', FIXTURES.png, 'ayna.png'],
          ['copy400_0', new Uint8Array(), 'bos.webp'],
        ],
      ],
      [
        '/multiple',
        [
          ['files', FIXTURES.png, 'ayna.png'],
          ['files', FIXTURES.jpeg, 'ayna.jpg'],
          ['copy400_1', FIXTURES.html, 'x.webp'],
        ],
      ],
    ]
    for (const [path, files] of cases) {
      const { status, body } = await postForm(path, formOf({ folder: 'products' }, ...files), admin)
      expect(status, files.map((file) => file[2]).join()).toBe(400)
      expect(body.message).toMatch(
        /^ayna\.(png|jpg) için gönderilen küçük kopya bir JPEG, PNG veya WebP resmi olmalı/,
      )
    }
    const video = await postForm(
      '/single',
      formOf(
        { folder: 'videos' },
        ['file', FIXTURES.mp4, 'tanitim.mp4'],
        ['copy400_0', FIXTURES.webp, 'k.webp'],
      ),
      admin,
    )
    expect(video.status).toBe(400)
    expect(await storedState()).toEqual(before)
  })

  it('store nothing, not even for a good file, when another file of the upload is refused', async () => {
    const before = await storedState()
    const files: [string, Uint8Array, string][] = [
      ['files', FIXTURES.png, 'iyi.png'],
      ['copy400_0', FIXTURES.webp, 'iyi-400.webp'],
      ['files', FIXTURES.svg, 'kotu.png'],
    ]
    expect((await postForm('/multiple', formOf({ folder: 'products' }, ...files), admin)).status).toBe(400)
    expect(await storedState()).toEqual(before)
  })
})

describe('storeUploads', () => {
  it('deletes every picture and copy it stored when a later write fails, and passes the error on', async () => {
    const before = await storedState()
    let puts = 0
    // The real bucket, except that its fourth write fails: after a picture, its copy and the next picture's copy.
    const failing = new Proxy(env.MEDIA, {
      get(target, property) {
        if (property === 'put') {
          return (...args: Parameters<R2Bucket['put']>) => {
            puts += 1
            if (puts === 4) return Promise.reject(new Error('R2 is down'))
            return target.put(...args)
          }
        }
        const value = Reflect.get(target, property)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const file = (bytes: Uint8Array, type: string) => new File([bytes], 'f', { type })
    const picture = (bytes: Uint8Array) => ({
      file: file(bytes, 'image/png'),
      type: { contentType: 'image/png', extension: 'png' },
      copies: [{ width: 400 as const, file: file(FIXTURES.webp, 'image/webp'), contentType: 'image/webp' }],
    })
    await expect(
      storeUploads(
        clientOf(env.DB),
        failing,
        [picture(FIXTURES.png), picture(FIXTURES.png)],
        'products',
        'tester',
      ),
    ).rejects.toThrow('R2 is down')
    expect(puts).toBe(4)
    expect(await storedState()).toEqual(before)
  })
})
