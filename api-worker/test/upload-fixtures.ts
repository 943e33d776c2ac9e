import { env, exports } from 'cloudflare:workers'
import { drizzle } from 'drizzle-orm/d1'
import { mediaObjects } from '../src/db/schema'
import type { AnyBody } from './helpers/api'

/** The first bytes of real files of each kind (what encoders write), padded with a little payload. */
const bytes = (...parts: (string | number[])[]) => {
  const chunks = parts.map((part) =>
    typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part,
  )
  return new Uint8Array(chunks.flat())
}
const u32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
]
const le32 = (value: number) => [
  value & 0xff,
  (value >>> 8) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 24) & 0xff,
]
const payload = [0, 1, 2, 3, 4, 5, 6, 7]

/** An ISO media file's ftyp box with its major and compatible brands, then an empty mdat box. */
const isoMedia = (major: string, ...compatible: string[]) =>
  bytes(u32(16 + 4 * compatible.length), 'ftyp', major, [0, 0, 2, 0], ...compatible, u32(8), 'mdat')

export const FIXTURES = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32(13), 'IHDR', u32(1), u32(1), payload),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0], payload),
  webp: bytes('RIFF', le32(12), 'WEBP', 'VP8 ', payload),
  heic: isoMedia('heic', 'mif1', 'heic'),
  heif: isoMedia('mif1', 'mif1', 'miaf'),
  avif: isoMedia('avif', 'mif1', 'miaf'),
  mp4: isoMedia('isom', 'isom', 'iso2', 'avc1', 'mp41'),
  quicktime: isoMedia('qt  ', 'qt  '),
  m4a: isoMedia('M4A ', 'M4A ', 'mp42', 'isom'),
  /** EBML header: version 1, DocType "webm" (0x4282, size 0x84), then the start of a Segment. */
  webm: bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f],
    [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
    [0x42, 0x82, 0x84],
    'webm',
    [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02],
    [0x18, 0x53, 0x80, 0x67, 0x01, 0, 0, 0, 0, 0, 0, 0],
  ),
  matroska: bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska', payload),
  avi: bytes('RIFF', le32(220), 'AVI ', 'LIST', le32(192), 'hdrl', 'avih', le32(56), payload),
  wav: bytes('RIFF', le32(36), 'WAVE', 'fmt ', payload),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: bytes('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  gif: bytes('GIF89a', payload),
} as const

export type UploadAnswer<T> = { status: number; body: AnyBody<T> }

/** A multipart POST to /api/upload/<path> through the real worker. */
export async function postForm<T>(
  path: string,
  form: FormData,
  token?: string,
  headers: Record<string, string> = {},
): Promise<UploadAnswer<T>> {
  const res = await exports.default.fetch(`http://shop.test/api/upload${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
  })
  return { status: res.status, body: await res.json() }
}

/** A form with the given fields; files are `[field, bytes, name]`. */
export function formOf(fields: Record<string, string>, ...files: [string, Uint8Array | Blob, string][]) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [field, content, name] of files) form.append(field, new File([content], name))
  return form
}

/** Every stored object key and every media row, to show a refused upload left nothing behind. */
export async function storedState() {
  const listed = await env.MEDIA.list()
  const rows = await drizzle(env.DB).select({ key: mediaObjects.key }).from(mediaObjects)
  return {
    objects: listed.objects.map((object) => object.key).sort(),
    rows: rows.map((row) => row.key).sort(),
  }
}
