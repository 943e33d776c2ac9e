import { env } from 'cloudflare:workers'
import { MAX_IMAGE_BYTES } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { userWithRole } from '../helpers/staff'
import { rowCounts } from './support/db-snapshot'
import { envelopeProblem, type RawAnswer, send } from './support/send'
import { familyTally } from './support/summary'

const tally = familyTally('uploads')
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const text = (value: string) => new TextEncoder().encode(value)
const join = (...parts: (number[] | Uint8Array)[]) => new Uint8Array(parts.flatMap((part) => [...part]))
const SCRIPT = '<script>alert(document.cookie)</script>'

let token = ''

beforeAll(async () => {
  token = await (await userWithRole('admin')).token()
})

function upload(
  path: string,
  files: { bytes: Uint8Array; name: string; type: string }[],
  folder = 'general',
) {
  const form = new FormData()
  form.set('folder', folder)
  const field = path.endsWith('multiple') ? 'files' : 'file'
  for (const file of files) form.append(field, new File([file.bytes], file.name, { type: file.type }))
  return send({ method: 'POST', path, headers: { Authorization: `Bearer ${token}` }, body: form })
}

/** Files the shop must refuse: no image or video its bytes prove, empty, or over the image cap. */
const REFUSED: { label: string; bytes: Uint8Array; name: string; type: string }[] = [
  {
    label: 'GIF header + script',
    bytes: text(`GIF89a/*${SCRIPT}*/=1;`),
    name: 'poly.gif',
    type: 'image/gif',
  },
  { label: 'GIF polyglot named .png', bytes: text(`GIF89a${SCRIPT}`), name: 'poly.png', type: 'image/png' },
  {
    label: 'SVG with script',
    bytes: text(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
    name: 'a.svg',
    type: 'image/svg+xml',
  },
  { label: 'SVG renamed .png', bytes: text(`<svg onload="alert(1)"/>`), name: 'a.png', type: 'image/png' },
  { label: 'HTML', bytes: text(`<!doctype html><html>${SCRIPT}</html>`), name: 'a.html', type: 'text/html' },
  {
    label: 'HTML declared as JPEG',
    bytes: text(`<html>${SCRIPT}</html>`),
    name: 'a.jpg',
    type: 'image/jpeg',
  },
  { label: 'zero bytes', bytes: new Uint8Array(0), name: 'empty.png', type: 'image/png' },
  {
    label: 'oversize image',
    bytes: join(PNG_SIGNATURE, new Uint8Array(MAX_IMAGE_BYTES)),
    name: 'big.png',
    type: 'image/png',
  },
  { label: 'PDF', bytes: text('%PDF-1.7\n'), name: 'a.pdf', type: 'application/pdf' },
]

function refusalProblem(answer: RawAnswer): string | null {
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}`
  return envelopeProblem(answer)
}

describe('uploads', () => {
  it.each([
    '/api/upload/single',
    '/api/upload/multiple',
  ])('%s refuses every non-image with a 4xx and a message, storing nothing', async (path) => {
    const before = await rowCounts()
    const failures: string[] = []
    for (const file of REFUSED) {
      const problem = refusalProblem(await upload(path, [file]))
      tally.attempts += 1
      if (problem) failures.push(`${file.label}: ${problem}`)
    }
    tally.failures.push(...failures)
    expect(failures).toEqual([])
    expect(await rowCounts()).toEqual(before)
    expect((await env.MEDIA.list()).objects.filter((object) => object.key.startsWith('general/'))).toEqual([])
  }, 60_000)

  it('refuses a declared body over the cap before reading it (413) and a body that is no form (400)', async () => {
    const declared = await send({
      method: 'POST',
      path: '/api/upload/single',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(2 ** 31),
      },
      body: '--x--',
    })
    const notForm = await send({
      method: 'POST',
      path: '/api/upload/single',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/html' },
      body: SCRIPT,
    })
    tally.attempts += 2
    const problems = [refusalProblem(declared), refusalProblem(notForm)].filter(Boolean) as string[]
    tally.failures.push(...problems)
    expect(problems).toEqual([])
  })

  it('stores what the bytes are under a key of its own: never the client name, path or declared type', async () => {
    const names = [
      '../../etc/passwd.png',
      'C:\\Users\\ayse\\My Photo.svg',
      '<img src=x onerror=alert(1)>.png',
      'a.svg',
    ]
    const failures: string[] = []
    for (const name of names) {
      // A real PNG (with a script after its signature) declared as SVG: stored and served as a PNG.
      const answer = await upload('/api/upload/single', [
        { bytes: join(PNG_SIGNATURE, text(SCRIPT)), name, type: 'image/svg+xml' },
      ])
      tally.attempts += 1
      if (answer.status !== 201) {
        failures.push(`${name}: ${answer.status} ${answer.text.slice(0, 100)}`)
        continue
      }
      const { key, contentType } = JSON.parse(answer.text).data as { key: string; contentType: string }
      if (!/^general\/[0-9a-f]{24}\.png$/.test(key)) failures.push(`${name}: key ${key}`)
      if (contentType !== 'image/png') failures.push(`${name}: stored as ${contentType}`)
      const served = await env.MEDIA.head(key)
      if (served?.httpMetadata?.contentType !== 'image/png')
        failures.push(`${name}: R2 type ${served?.httpMetadata?.contentType}`)
    }
    tally.failures.push(...failures)
    expect(failures).toEqual([])
  })
})
