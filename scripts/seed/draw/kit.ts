import type { Rgba } from '../png'
import { cylinder, darker, lighter, type Painter, rgb } from './painter'
import { capsule, ellipse, type Point, rotate, type Shape } from './shapes'

/** What a drawing gets: where to paint, the category's colour for labels and handles, and which of its kind it is. */
export interface DrawContext {
  p: Painter
  accent: Rgba
  /** 0 for the first product of a kind, 1 for the next…: picks a colour or form so neighbours differ. */
  variant: number
}

export type Drawing = (ctx: DrawContext) => void

export const STEEL = rgb('#9ea7b0')
export const TITANIUM = rgb('#b4b9bf')
export const WHITE = rgb('#fbfbf8')
export const PAPER = rgb('#f4f1ea')
export const INK = rgb('#2b3138')
export const GLASS = rgb('#dfe9ee', 150)

/** The soft contact shadow every object stands on. */
export function floorShadow(p: Painter, cx: number, cy: number, rx: number, ry = rx * 0.16): void {
  p.paint(ellipse(cx, cy, rx, ry), rgb('#1c2430', 70), { soft: ry * 0.9 })
}

/** A rod, handle or tube from a to b, shaded as a lit cylinder. */
export function rod(p: Painter, a: Point, b: Point, r: number, colour: Rgba, rb = r): void {
  p.paint(capsule(a, b, r, rb), cylinder(a, b, Math.max(r, rb), colour))
}

/** Grip rings along a handle: thin darker bands across the axis. */
export function grip(p: Painter, a: Point, b: Point, r: number, colour: Rgba, rings: number): void {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const length = Math.sqrt(dx * dx + dy * dy)
  const nx = (-dy / length) * r * 0.92
  const ny = (dx / length) * r * 0.92
  for (let i = 1; i <= rings; i++) {
    const t = i / (rings + 1)
    const cx = a[0] + dx * t
    const cy = a[1] + dy * t
    p.paint(capsule([cx - nx, cy - ny], [cx + nx, cy + ny], 0.35), darker(colour, 0.35))
  }
}

/** Turns a point around (50, 50), for drawings made upright and then laid on a slant. */
export function turn(point: Point, degrees: number): Point {
  const angle = (degrees * Math.PI) / 180
  const dx = point[0] - 50
  const dy = point[1] - 50
  return [50 + dx * Math.cos(angle) - dy * Math.sin(angle), 50 + dx * Math.sin(angle) + dy * Math.cos(angle)]
}

/** The same slant for a shape. */
export const tilt = (shape: Shape, degrees: number): Shape => rotate(shape, degrees, 50, 50)

/** A colour from a short list, by variant. */
export function pick(colours: readonly string[], variant: number): Rgba {
  return rgb(colours[variant % colours.length] ?? colours[0] ?? '#888888')
}

/** A glossy highlight streak along a surface. */
export function shine(p: Painter, a: Point, b: Point, r: number): void {
  p.paint(capsule(a, b, r), lighter(rgb('#ffffff'), 0), { opacity: 0.55, soft: r * 0.8 })
}
