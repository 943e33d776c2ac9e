import { type DrawContext, floorShadow, pick, rod, tilt, WHITE } from './kit'
import { cylinder, darker, lighter, rgb } from './painter'
import { capsule, curve, ellipse, outline, polygon, roundRect, translate, union } from './shapes'

/** An examination glove: palm, four fingers, a thumb and a rolled cuff. Two overlap, the back one darker. */
export function gloves({ p, variant }: DrawContext): void {
  const colour = pick(['#4f8fdc', '#8a7ad6', '#efe2bf'], variant)
  floorShadow(p, 50, 90, 38)
  const hand = union(
    roundRect(50, 56, 28, 30, 8),
    capsule([40, 45], [39, 22], 3.6),
    capsule([47, 43], [47, 16], 3.7),
    capsule([54, 43], [55, 18], 3.6),
    capsule([60, 46], [62, 27], 3.3),
    capsule([38, 60], [27, 44], 4),
    roundRect(50, 78, 24, 18, 3),
  )
  p.paint(tilt(translate(hand, 9, -2), 14), darker(colour, 0.22))
  p.paint(tilt(translate(hand, -8, 2), -12), cylinder([30, 50], [70, 50], 20, colour))
  p.paint(tilt(translate(roundRect(50, 86, 26, 4, 2), -8, 2), -12), lighter(colour, 0.2))
}

/** A pleated surgical mask with ear loops and a nose wire. */
export function mask({ p, variant }: DrawContext): void {
  const colour = pick(['#7fb9e6', '#8fd1c4'], variant)
  floorShadow(p, 50, 82, 38)
  p.paint(outline(ellipse(20, 50, 9, 13), 1.2), WHITE)
  p.paint(outline(ellipse(80, 50, 9, 13), 1.2), WHITE)
  p.paint(roundRect(50, 50, 60, 38, 5), cylinder([50, 31], [50, 69], 19, colour))
  for (const y of [41, 50, 59]) p.paint(roundRect(50, y, 58, 1.2, 0.6), darker(colour, 0.22))
  p.paint(roundRect(50, 34, 24, 1.6, 0.8), rgb('#e9eef2'))
  p.paint(roundRect(21, 50, 2.4, 36, 1), lighter(colour, 0.3))
  p.paint(roundRect(79, 50, 2.4, 36, 1), lighter(colour, 0.3))
}

/** A face shield: a coloured head band and a large clear visor. */
export function faceShield({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 88, 34)
  p.paint(roundRect(50, 56, 60, 58, 10), rgb('#bcd8ea', 150))
  p.paint(outline(roundRect(50, 56, 60, 58, 10), 0.8), rgb('#8fb3c9'))
  p.paint(roundRect(50, 28, 62, 8, 4), cylinder([50, 24], [50, 32], 31, accent))
  p.paint(capsule([28, 40], [34, 78], 1.4), WHITE, { opacity: 0.7 })
  p.paint(capsule([34, 40], [38, 60], 0.8), WHITE, { opacity: 0.6 })
}

/** Patient bibs: light blue paper sheets with a ribbed edge, and the chain with its two clips. */
export function bib({ p }: DrawContext): void {
  const paper = rgb('#9cc9ea')
  floorShadow(p, 50, 88, 36)
  p.paint(tilt(roundRect(54, 58, 56, 50, 2), 6), darker(paper, 0.12))
  p.paint(tilt(roundRect(48, 56, 56, 50, 2), -4), paper)
  for (let y = 36; y < 80; y += 5) p.paint(tilt(roundRect(48, y, 52, 0.5, 0.25), -4), lighter(paper, 0.35))
  p.paint(tilt(roundRect(48, 33, 56, 4, 1), -4), WHITE)
  p.paint(curve([26, 32], [48, 2], [70, 30], 1), rgb('#8d969e'))
  for (const x of [26, 70]) p.paint(roundRect(x, 32, 5, 6, 1.5), rgb('#5f6a73'))
}

/** A garment on its hanger shape: a disposable gown or a lead apron. */
export function apron({ p, variant }: DrawContext): void {
  const accent = pick(['#4a6078', '#8fc1e3'], variant)
  floorShadow(p, 50, 90, 30)
  const body = polygon([
    [34, 14],
    [42, 14],
    [50, 24],
    [58, 14],
    [66, 14],
    [72, 30],
    [76, 86],
    [24, 86],
    [28, 30],
  ])
  p.paint(body, cylinder([25, 50], [75, 50], 25, accent))
  p.paint(capsule([28, 46], [72, 46], 1.6), darker(accent, 0.3))
  p.paint(roundRect(50, 46, 10, 5, 1), rgb('#c9ced3'))
}

/** Cotton rolls: soft white cylinders lying in a loose pile. */
export function cottonRolls({ p }: DrawContext): void {
  floorShadow(p, 50, 84, 40)
  const rolls = [
    [34, -6, 3],
    [45, 5, -2],
    [56, -4, 2],
    [67, 6, -3],
    [76, -1, 1],
  ] as const
  for (const [y, shift, slant] of rolls) {
    const a = [22 + shift, y - slant] as const
    const b = [74 + shift, y + slant] as const
    rod(p, a, b, 6.2, rgb('#f6f4ee'))
    p.paint(ellipse(b[0] + 3, b[1], 3, 6), rgb('#e6e1d3'))
  }
}

/** Gauze swabs: a stack of squares with a woven grid. */
export function gauze({ p }: DrawContext): void {
  floorShadow(p, 50, 84, 38)
  for (let i = 3; i >= 0; i--) {
    const square = tilt(roundRect(50 + i * 2, 52 - i * 2.5, 54, 54, 2), -6 + i * 4)
    p.paint(square, i === 0 ? WHITE : rgb('#ecebe6'))
  }
  for (let k = -24; k <= 24; k += 4) {
    p.paint(tilt(roundRect(50 + k, 52, 0.35, 52, 0), -6), rgb('#d9d6cc'))
    p.paint(tilt(roundRect(50, 52 + k, 52, 0.35, 0), -6), rgb('#d9d6cc'))
  }
}

/** Saliva ejectors: bendable clear tubes with a coloured tip. */
export function salivaEjector({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 88, 34)
  for (let i = 0; i < 3; i++) {
    const dx = (i - 1) * 12
    const from = [36 + dx, 86] as const
    const bend = [34 + dx, 22] as const
    const to = [64 + dx, 22] as const
    p.paint(curve(from, bend, to, 8), rgb('#aebcc6'))
    p.paint(curve(from, bend, to, 6.2), rgb('#f4f8fa'))
    p.paint(curve(from, bend, to, 2.4), pick(['#5b9bd5', '#6fb36a', '#d97aa6'], i))
    p.paint(roundRect(67 + dx, 22, 9, 8.4, 2.5), accent)
  }
}
