import type { ImageType, VideoType } from '@shop/domain'

/** What a file's first bytes say it is. */
export type SniffedType =
  | { kind: 'image'; contentType: ImageType; extension: string }
  | { kind: 'video'; contentType: VideoType; extension: string }

/** Enough of the head for every signature below (an ftyp box's brand list, the EBML header's DocType). */
export const SNIFF_BYTES = 4096

const image = (contentType: ImageType, extension: string): SniffedType => ({
  kind: 'image',
  contentType,
  extension,
})
const video = (contentType: VideoType, extension: string): SniffedType => ({
  kind: 'video',
  contentType,
  extension,
})

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length))

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

/**
 * The media type of a file decided from its bytes alone (magic numbers), or null for anything the shop does not
 * take: the name and the browser's declared type are never trusted, so an SVG or HTML page renamed `.jpg` is refused.
 */
export function sniffMediaType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg')
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('image/png', 'png')
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 4)
    if (form === 'WEBP') return image('image/webp', 'webp')
    if (form === 'AVI ') return video('video/x-msvideo', 'avi')
    return null
  }
  if (ascii(bytes, 4, 4) === 'ftyp') return isoMediaType(bytes)
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]))
    return ebmlDocType(bytes) === 'webm' ? video('video/webm', 'webm') : null
  return null
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'])
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif'])
const AVIF_BRANDS = new Set(['avif', 'avis'])
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
  'dash',
  'XAVC',
])
/** ISO media that is not video: audio-only files and still-image formats the shop does not take. */
const NOT_VIDEO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ', 'crx ', ...AVIF_BRANDS])

/** An ISO base media file (`....ftyp<major><minor><compatible…>`): HEIC/HEIF, MP4 or QuickTime by its brands. */
function isoMediaType(bytes: Uint8Array): SniffedType | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const boxSize = bytes.length >= 4 ? view.getUint32(0) : 0
  if (boxSize < 16) return null
  const major = ascii(bytes, 8, 4)
  const compatible: string[] = []
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) {
    compatible.push(ascii(bytes, offset, 4))
  }
  const brands = [major, ...compatible]
  if (major === 'qt  ') return video('video/quicktime', 'mov')
  if (HEIC_BRANDS.has(major)) return image('image/heic', 'heic')
  if (HEIF_BRANDS.has(major)) {
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return null
    return brands.some((brand) => HEIC_BRANDS.has(brand))
      ? image('image/heic', 'heic')
      : image('image/heif', 'heif')
  }
  if (MP4_BRANDS.has(major)) return video('video/mp4', 'mp4')
  // Cameras write their own major brands (and list a standard one as compatible); audio and AVIF never pass.
  if (NOT_VIDEO_BRANDS.has(major) || brands.some((brand) => AVIF_BRANDS.has(brand))) return null
  return compatible.some((brand) => MP4_BRANDS.has(brand)) ? video('video/mp4', 'mp4') : null
}

const DOCTYPE_ID = [0x42, 0x82]

/** The DocType of an EBML header (`webm` or `matroska`), read from the element inside the first header. */
function ebmlDocType(bytes: Uint8Array): string | null {
  const end = Math.min(bytes.length, 64)
  for (let offset = 4; offset + 2 < end; offset++) {
    if (!startsWith(bytes, DOCTYPE_ID, offset)) continue
    const sizeByte = bytes[offset + 2] ?? 0
    // A one-byte EBML size (1xxxxxxx): DocType strings are short.
    if ((sizeByte & 0x80) === 0) return null
    const length = sizeByte & 0x7f
    return ascii(bytes, offset + 3, length).replace(/\0+$/, '')
  }
  return null
}

/** An icon file: the favicon upload's own type, kept apart from `sniffMediaType` so no other upload takes one. */
export interface SniffedIcon {
  contentType: 'image/x-icon'
  extension: 'ico'
}

const ICO_HEADER_BYTES = 6
const ICO_ENTRY_BYTES = 16

/**
 * Whether the bytes are a Windows icon (`00 00 01 00`, then the image count): the header alone is too common in
 * binary files to trust, so the first directory entry must also be well formed (reserved byte 0, 0 or 1 colour
 * planes, a data size and an offset past the directory).
 */
export function sniffIconType(bytes: Uint8Array): SniffedIcon | null {
  if (!startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return null
  if (bytes.length < ICO_HEADER_BYTES + ICO_ENTRY_BYTES) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const count = view.getUint16(4, true)
  if (count === 0) return null
  const entry = ICO_HEADER_BYTES
  const planes = view.getUint16(entry + 4, true)
  const size = view.getUint32(entry + 8, true)
  const offset = view.getUint32(entry + 12, true)
  const wellFormed =
    bytes[entry + 3] === 0 && planes <= 1 && size > 0 && offset >= ICO_HEADER_BYTES + ICO_ENTRY_BYTES * count
  return wellFormed ? { contentType: 'image/x-icon', extension: 'ico' } : null
}
