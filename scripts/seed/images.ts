import { KINDS, type ProductKind } from './draw/kinds'
import { mix, Painter, rgb } from './draw/painter'
import { Canvas, hexColour } from './png'

/**
 * Pictures for the seeded catalogue: a drawing of what the product is, on a soft light background faintly tinted by
 * its category. Twice the largest size the storefront shows them at: the product gallery is at most 600 px square
 * (half the 1280 px page), a category card at most about 360 x 270 px (two to a row on a 767 px wide screen).
 */
export const PRODUCT_IMAGE_SIZE = 1200
export const CATEGORY_IMAGE_SIZE = { width: 800, height: 600 } as const
const BACKDROP = rgb('#eef1f4')

/** A product's picture, `size` px square (drawings scale: a smaller copy is drawn at its size, not shrunk). */
export function productImage(
  kind: ProductKind,
  colour: string,
  variant: number,
  size: number = PRODUCT_IMAGE_SIZE,
): Uint8Array {
  const painter = new Painter(size, size, mix(BACKDROP, rgb(colour), 0.06))
  KINDS[kind]({ p: painter, accent: rgb(colour), variant })
  return painter.canvas.toPng()
}

/** The category's kind, smaller inside a 4:3 picture `width` px wide so the cards' cropping leaves it whole. */
export function categoryImage(
  kind: ProductKind,
  colour: string,
  variant: number,
  width: number = CATEGORY_IMAGE_SIZE.width,
): Uint8Array {
  const height = Math.round((width * CATEGORY_IMAGE_SIZE.height) / CATEGORY_IMAGE_SIZE.width)
  const painter = new Painter(width, height, mix(BACKDROP, rgb(colour), 0.12), 0.85)
  KINDS[kind]({ p: painter, accent: rgb(colour), variant })
  return painter.canvas.toPng()
}

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
