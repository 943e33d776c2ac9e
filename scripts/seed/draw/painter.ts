import { Canvas, type Rgba } from '../png'
import type { Shape } from './shapes'

/** A paint: one colour, or a colour per point of the 100 x 100 drawing space (gradients). */
export type Paint = Rgba | ((x: number, y: number) => Rgba)

/** Drawing space units are 1/100 of the image width; the painter scales them to pixels. */
export const SPACE = 100

export class Painter {
  readonly canvas: Canvas
  private readonly scale: number

  readonly zoom: number
  readonly offsetX: number
  readonly offsetY: number

  /**
   * Drawings are made for a 100 x 100 square centred on (50, 50); `zoom` below 1 fits one into a picture whose
   * height is less than its width (category pictures are 4:3), keeping it centred.
   */
  constructor(width: number, height: number, background: Rgba, zoom = 1) {
    this.canvas = new Canvas(width, height, background)
    this.scale = width / SPACE
    this.zoom = zoom
    this.offsetX = SPACE / 2 - (SPACE / 2) * zoom
    this.offsetY = (height / width) * (SPACE / 2) - (SPACE / 2) * zoom
  }

  /**
   * Paints a shape with anti-aliased edges. `soft` widens the edge (in drawing units) for shadows and glows;
   * `opacity` scales the paint's alpha.
   */
  paint(shape: Shape, paint: Paint, { soft = 0, opacity = 1 } = {}): void {
    const { width, height, pixels } = this.canvas
    const { zoom, offsetX, offsetY } = this
    const scale = this.scale * zoom // pixels per drawing unit
    const edge = Math.max(1, soft * scale)
    const margin = edge / scale
    const toPixelX = (x: number) => (x * zoom + offsetX) * this.scale
    const toPixelY = (y: number) => (y * zoom + offsetY) * this.scale
    const px0 = Math.max(0, Math.floor(toPixelX(shape.bounds.x0 - margin)))
    const py0 = Math.max(0, Math.floor(toPixelY(shape.bounds.y0 - margin)))
    const px1 = Math.min(width, Math.ceil(toPixelX(shape.bounds.x1 + margin)))
    const py1 = Math.min(height, Math.ceil(toPixelY(shape.bounds.y1 + margin)))
    const solid = typeof paint === 'function' ? null : paint
    for (let py = py0; py < py1; py++) {
      const y = ((py + 0.5) / this.scale - offsetY) / zoom
      for (let px = px0; px < px1; px++) {
        const x = ((px + 0.5) / this.scale - offsetX) / zoom
        const distance = shape.distance(x, y) * scale
        const coverage = Math.min(1, Math.max(0, 0.5 - distance / edge))
        if (coverage <= 0) {
          // The shape is at least `distance` pixels away, so the next pixels along the row miss it too (halved:
          // some distances are estimates).
          px += Math.max(0, Math.floor((distance - edge) / 2))
          continue
        }
        const colour = solid ?? (paint as (x: number, y: number) => Rgba)(x, y)
        const alpha = (colour[3] / 255) * coverage * opacity
        const offset = (py * width + px) * 4
        const r = pixels[offset] as number
        const g = pixels[offset + 1] as number
        const b = pixels[offset + 2] as number
        pixels[offset] = (r + (colour[0] - r) * alpha + 0.5) | 0
        pixels[offset + 1] = (g + (colour[1] - g) * alpha + 0.5) | 0
        pixels[offset + 2] = (b + (colour[2] - b) * alpha + 0.5) | 0
        pixels[offset + 3] = Math.max(pixels[offset + 3] as number, (alpha * 255 + 0.5) | 0)
      }
    }
  }
}

export function rgb(hex: string, alpha = 255): Rgba {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, alpha]
}

/** `a` moved towards `b` by `t` (0..1). */
export function mix(a: Rgba, b: Rgba, t: number): Rgba {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
    Math.round(a[3] + (b[3] - a[3]) * t),
  ]
}

export const lighter = (colour: Rgba, t: number) => mix(colour, [255, 255, 255, colour[3]], t)
export const darker = (colour: Rgba, t: number) => mix(colour, [0, 0, 0, colour[3]], t)

/** 256 steps from one colour to the next through `stops`, so a gradient picks a colour without allocating one. */
function ramp(colourAt: (t: number) => Rgba): Rgba[] {
  return Array.from({ length: 256 }, (_, i) => colourAt(i / 255))
}

const step = (table: Rgba[], t: number): Rgba => table[Math.round(Math.min(1, Math.max(0, t)) * 255)] as Rgba

/**
 * Shading across a rod or a can whose axis runs from a to b: a highlight a third of the way across and darker
 * edges, which reads as a rounded, lit surface.
 */
export function cylinder(
  a: readonly [number, number],
  b: readonly [number, number],
  r: number,
  base: Rgba,
): Paint {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const length = Math.sqrt(dx * dx + dy * dy) || 1
  const nx = -dy / length / r
  const ny = dx / length / r
  const table = ramp((light) =>
    light > 0.5 ? lighter(base, (light - 0.5) * 0.9) : darker(base, (0.5 - light) * 0.55),
  )
  return (x, y) => {
    const across = (x - a[0]) * nx + (y - a[1]) * ny // -1..1 over the width
    return step(table, 1 - Math.abs(across + 0.35) / 1.35)
  }
}

/** A straight gradient from `from` at point a to `to` at point b. */
export function linear(
  a: readonly [number, number],
  b: readonly [number, number],
  from: Rgba,
  to: Rgba,
): Paint {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const lengthSquared = dx * dx + dy * dy || 1
  const table = ramp((t) => mix(from, to, t))
  return (x, y) => step(table, ((x - a[0]) * dx + (y - a[1]) * dy) / lengthSquared)
}
