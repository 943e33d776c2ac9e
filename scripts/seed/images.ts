import { Canvas, hexColour, type Rgba } from './png'

/** Pictures for the seeded catalogue: a tile in the category colour with a glyph chosen per product. */
const SIZE = 480
type Shape = (x: number, y: number) => boolean

const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Shape =>
  (x, y) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
const rect =
  (x0: number, y0: number, x1: number, y1: number): Shape =>
  (x, y) =>
    x >= x0 && x <= x1 && y >= y0 && y <= y1
const union =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    shapes.some((shape) => shape(x, y))
const minus =
  (shape: Shape, hole: Shape): Shape =>
  (x, y) =>
    shape(x, y) && !hole(x, y)

/** A molar: a wide crown over two tapering roots. */
function tooth(cx: number, cy: number, s: number): Shape {
  const crown = union(
    ellipse(cx - s * 0.45, cy - s * 0.35, s * 0.6, s * 0.55),
    ellipse(cx + s * 0.45, cy - s * 0.35, s * 0.6, s * 0.55),
  )
  const root =
    (side: number): Shape =>
    (x, y) => {
      const t = (y - (cy - s * 0.1)) / (s * 1.1)
      if (t < 0 || t > 1) return false
      const centre = cx + side * s * (0.45 + 0.15 * t)
      return Math.abs(x - centre) <= s * 0.32 * (1 - t * 0.75)
    }
  return union(crown, rect(cx - s * 0.9, cy - s * 0.4, cx + s * 0.9, cy + s * 0.05), root(-1), root(1))
}

const GLYPHS: ((s: number) => Shape)[] = [
  (s) => tooth(240, 230, s * 0.8),
  (s) => minus(circle(240, 240, s), circle(240, 240, s * 0.55)),
  (s) =>
    union(
      rect(240 - s * 0.28, 240 - s, 240 + s * 0.28, 240 + s),
      rect(240 - s, 240 - s * 0.28, 240 + s, 240 + s * 0.28),
    ),
  (s) => (x, y) => Math.abs(x - 240) + Math.abs(y - 240) <= s * 1.15,
  (s) => (x, y) => y <= 240 + s * 0.8 && y >= 240 - s && Math.abs(x - 240) <= (y - (240 - s)) * 0.58,
  (s) =>
    union(
      rect(240 - s * 0.35, 240 - s * 0.7, 240 + s * 0.35, 240 + s),
      ellipse(240, 240 - s * 0.7, s * 0.35, s * 0.2),
      rect(240 - s * 0.2, 240 - s * 1.05, 240 + s * 0.2, 240 - s * 0.7),
    ),
  (s) =>
    minus(
      rect(240 - s, 240 - s, 240 + s, 240 + s),
      rect(240 - s * 0.6, 240 - s * 0.6, 240 + s * 0.6, 240 + s * 0.6),
    ),
  (s) =>
    union(
      circle(240 - s * 0.55, 240, s * 0.5),
      circle(240 + s * 0.55, 240, s * 0.5),
      rect(240 - s * 0.55, 240 - s * 0.18, 240 + s * 0.55, 240 + s * 0.18),
    ),
]

const WHITE = (alpha: number): Rgba => [255, 255, 255, alpha]
const DARK = (alpha: number): Rgba => [20, 24, 32, alpha]

export function productImage(colour: string, variant: number): Uint8Array {
  const canvas = new Canvas(SIZE, SIZE, hexColour(colour))
  canvas.shade(hexColour('#ffffff', 90))
  const glyph = GLYPHS[variant % GLYPHS.length] ?? GLYPHS[0]!
  const size = 120 + ((variant * 37) % 40)
  canvas.fill((x, y) => glyph(size)(x - 6, y - 8), DARK(50)) // soft shadow
  canvas.fill(glyph(size), WHITE(235))
  // A row of dots whose count varies, so neighbours with the same glyph still differ.
  const dots = 1 + (Math.floor(variant / GLYPHS.length) % 5)
  for (let i = 0; i < dots; i++) canvas.fill(circle(60 + i * 34, 430, 11), WHITE(200))
  canvas.fill(rect(0, 0, SIZE, 10), DARK(40))
  return canvas.toPng()
}

export function categoryImage(colour: string, variant: number): Uint8Array {
  const canvas = new Canvas(SIZE, SIZE, hexColour(colour))
  canvas.shade(hexColour('#000000', 70))
  canvas.fill(circle(240, 240, 190), WHITE(40))
  const glyph = GLYPHS[variant % GLYPHS.length] ?? GLYPHS[0]!
  canvas.fill(glyph(135), WHITE(245))
  return canvas.toPng()
}

/** The shop mark: a gold molar on a transparent square, for header, footer and favicon alike. */
export function logoImage(primary: string): Uint8Array {
  const canvas = new Canvas(256, 256, [0, 0, 0, 0])
  const scaled =
    (shape: Shape): Shape =>
    (x, y) =>
      shape(x * (480 / 256), y * (480 / 256))
  canvas.fill(scaled(circle(240, 240, 230)), hexColour('#2F2F2F'))
  canvas.fill(scaled(tooth(240, 235, 120)), hexColour(primary))
  return canvas.toPng()
}
