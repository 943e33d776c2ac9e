import { describe, expect, it } from 'vitest'
import { displayName } from '../src/lib/uploads/accept'
import { sniffMediaType } from '../src/lib/uploads/sniff'
import { FIXTURES } from './upload-fixtures'

describe('sniffMediaType: the type from the bytes alone', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
    ['heic', 'image/heic', 'heic'],
    ['heif', 'image/heif', 'heif'],
    ['mp4', 'video/mp4', 'mp4'],
    ['quicktime', 'video/quicktime', 'mov'],
    ['webm', 'video/webm', 'webm'],
    ['avi', 'video/x-msvideo', 'avi'],
  ] as const)('knows %s', (fixture, contentType, extension) => {
    expect(sniffMediaType(FIXTURES[fixture])).toMatchObject({ contentType, extension })
  })

  it.each(['svg', 'html', 'gif', 'avif', 'm4a', 'matroska', 'wav'] as const)('refuses %s', (fixture) => {
    expect(sniffMediaType(FIXTURES[fixture])).toBeNull()
  })

  it('reads a HEIF container that lists a HEIC brand as HEIC, and a camera brand with isom as MP4', () => {
    const mif1Heic = new Uint8Array([...FIXTURES.heif.subarray(0, 8), ...FIXTURES.heic.subarray(8)])
    expect(sniffMediaType(mif1Heic)?.contentType).toBe('image/heic')
    const camera = new Uint8Array(FIXTURES.mp4)
    camera.set([0x58, 0x41, 0x56, 0x43], 8) // major brand "XAVC" is known; "NDAS" is not
    expect(sniffMediaType(camera)?.contentType).toBe('video/mp4')
    camera.set([0x4e, 0x44, 0x41, 0x53], 8)
    expect(sniffMediaType(camera)?.contentType).toBe('video/mp4')
  })

  it('refuses empty and truncated heads', () => {
    expect(sniffMediaType(new Uint8Array())).toBeNull()
    expect(sniffMediaType(FIXTURES.png.subarray(0, 4))).toBeNull()
    expect(sniffMediaType(FIXTURES.mp4.subarray(0, 10))).toBeNull()
    expect(sniffMediaType(FIXTURES.webm.subarray(0, 6))).toBeNull()
  })
})

describe('displayName: a file name as messages show it', () => {
  it('keeps the last path segment without control characters, at most 100 characters', () => {
    expect(displayName('C:\\fotoğraflar\\ayna.png')).toBe('ayna.png')
    expect(displayName('../../etc/\u0000pass\nwd  x')).toBe('passwd x')
    expect(displayName(`${'a'.repeat(300)}.png`)).toHaveLength(100)
    expect(displayName('  ')).toBe('Dosya')
  })
})
