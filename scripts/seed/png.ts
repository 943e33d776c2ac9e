import { deflateSync } from 'node:zlib'

/** A minimal RGBA canvas and PNG encoder, enough to give every seeded product and category its own picture. */
export type Rgba = readonly [number, number, number, number]

export class Canvas {
  readonly pixels: Uint8Array

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgba,
  ) {
    this.pixels = new Uint8Array(width * height * 4)
    if (this.pixels.length === 0) return
    this.pixels.set(background, 0)
    // Doubling copies: far faster than setting a million pixels one by one.
    for (let filled = 4; filled < this.pixels.length; filled *= 2) this.pixels.copyWithin(filled, 0, filled)
  }

  /** Paints every pixel for which `inside(x, y)` holds, blending by the colour's alpha. */
  fill(inside: (x: number, y: number) => boolean, colour: Rgba): void {
    const alpha = colour[3] / 255
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        if (!inside(x + 0.5, y + 0.5)) continue
        const offset = (y * this.width + x) * 4
        for (let channel = 0; channel < 3; channel++) {
          const current = this.pixels[offset + channel] ?? 0
          this.pixels[offset + channel] = Math.round(current * (1 - alpha) + (colour[channel] ?? 0) * alpha)
        }
        this.pixels[offset + 3] = Math.max(this.pixels[offset + 3] ?? 0, colour[3])
      }
    }
  }

  /** A vertical gradient from the current background towards `to`. */
  shade(to: Rgba): void {
    for (let y = 0; y < this.height; y++) {
      const t = (y / this.height) * (to[3] / 255)
      for (let x = 0; x < this.width; x++) {
        const offset = (y * this.width + x) * 4
        for (let channel = 0; channel < 3; channel++) {
          const current = this.pixels[offset + channel] ?? 0
          this.pixels[offset + channel] = Math.round(current * (1 - t) + (to[channel] ?? 0) * t)
        }
      }
    }
  }

  private isOpaque(): boolean {
    for (let offset = 3; offset < this.pixels.length; offset += 4)
      if (this.pixels[offset] !== 255) return false
    return true
  }

  /** The picture as PNG: RGB when every pixel is opaque (a quarter fewer bytes to inflate), RGBA otherwise. */
  toPng(): Uint8Array {
    const opaque = this.isOpaque()
    const channels = opaque ? 3 : 4
    const stride = this.width * channels
    const raw = new Uint8Array((stride + 1) * this.height)
    for (let y = 0; y < this.height; y++) {
      // Filter type 0 (none): measured on the seed's drawings, PNG's row filters saved under a fifth for five times the time.
      const row = y * (stride + 1)
      for (let x = 0; x < this.width; x++) {
        const source = (y * this.width + x) * 4
        for (let channel = 0; channel < channels; channel++) {
          raw[row + 1 + x * channels + channel] = this.pixels[source + channel] ?? 0
        }
      }
    }
    const header = new Uint8Array(13)
    const view = new DataView(header.buffer)
    view.setUint32(0, this.width)
    view.setUint32(4, this.height)
    header.set([8, opaque ? 2 : 6, 0, 0, 0], 8) // 8-bit RGB or RGBA, deflate, no interlace
    return concat([
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 6 })),
      chunk('IEND', new Uint8Array()),
    ])
  }
}

export function hexColour(hex: string, alpha = 255): Rgba {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, alpha]
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
