import { type DrawContext, floorShadow, grip, INK, pick, rod, STEEL, shine, TITANIUM, tilt } from './kit'
import { cylinder, darker, lighter, rgb } from './painter'
import {
  capsule,
  circle,
  curve,
  ellipse,
  intersect,
  outline,
  type Point,
  polygon,
  roundRect,
  subtract,
} from './shapes'

/** A screw implant standing upright: a collar over a tapered threaded body. */
export function implant({ p }: DrawContext): void {
  floorShadow(p, 50, 86, 20)
  const body = polygon([
    [39, 30],
    [61, 30],
    [57, 76],
    [53, 84],
    [47, 84],
    [43, 76],
  ])
  p.paint(body, cylinder([50, 30], [50, 84], 11, darker(TITANIUM, 0.1)))
  for (let y = 33; y < 80; y += 4.6) {
    const half = 11 - ((y - 30) / 54) * 4 + 1.2
    p.paint(capsule([50 - half, y], [50 + half, y + 2.2], 1.25), cylinder([50, 30], [50, 84], 13, TITANIUM))
  }
  p.paint(roundRect(50, 24, 26, 9, 2.5), cylinder([50, 19], [50, 29], 13, lighter(TITANIUM, 0.15)))
  p.paint(ellipse(50, 19.8, 12.5, 2.6), darker(TITANIUM, 0.25))
  p.paint(polygon(hexagon(50, 19.8, 5, 1.6)), darker(TITANIUM, 0.55))
}

function hexagon(cx: number, cy: number, r: number, squash: number): Point[] {
  return Array.from({ length: 6 }, (_, i): Point => {
    const a = (i * Math.PI) / 3
    return [cx + r * Math.cos(a), cy + (r * Math.sin(a)) / squash]
  })
}

/** An abutment, healing cap or impression transfer: a tapered post on a collar over a short screw. */
export function abutment({ p, variant }: DrawContext): void {
  const post = [32, 12, 46][variant % 3] ?? 32
  floorShadow(p, 50, 86, 18)
  for (let y = 70; y < 84; y += 3.4)
    p.paint(capsule([43, y], [57, y + 1.6], 1.1), cylinder([50, 68], [50, 84], 8, TITANIUM))
  p.paint(roundRect(50, 76, 10, 16, 2), cylinder([50, 68], [50, 84], 5, darker(TITANIUM, 0.15)))
  p.paint(
    polygon([
      [38, 68],
      [62, 68],
      [58, 60],
      [42, 60],
    ]),
    cylinder([50, 60], [50, 68], 12, lighter(TITANIUM, 0.1)),
  )
  const top = 60 - post
  p.paint(
    roundRect(50, (top + 60) / 2, 16 - post * 0.08, 60 - top, 3),
    cylinder([50, top], [50, 60], 8, variant % 3 === 1 ? rgb('#d7b35a') : TITANIUM),
  )
  p.paint(ellipse(50, top + 1.5, 5, 1.4), darker(TITANIUM, 0.5))
  p.paint(roundRect(56, (top + 60) / 2, 2.5, (60 - top) * 0.7, 1), lighter(TITANIUM, 0.4), { opacity: 0.6 })
}

/** A root canal file: a coloured plastic handle over a thin twisted blade; a set shows three. */
export function rootCanalFile({ p, variant }: DrawContext): void {
  const xs = variant % 2 === 0 ? [50] : [34, 50, 66]
  const handles = ['#d62f2f', '#f2c230', '#2f7fd6']
  floorShadow(p, 50, 88, xs.length > 1 ? 30 : 16)
  xs.forEach((x, i) => {
    const handle = pick(handles, i)
    p.paint(roundRect(x, 23, 13, 20, 4), cylinder([x, 13], [x, 33], 6.5, handle))
    grip(p, [x, 14], [x, 32], 6.5, handle, 4)
    rod(p, [x, 33], [x, 40], 1.6, STEEL)
    for (let y = 40; y < 84; y += 2.2) {
      const r = 1.7 - ((y - 40) / 44) * 1.2
      p.paint(
        capsule([x - r, y], [x + r, y + 1.6], 0.55),
        y % 4.4 < 2.2 ? lighter(STEEL, 0.3) : darker(STEEL, 0.2),
      )
    }
  })
}

/** Extraction forceps: two bowed handles meeting at a hinge, beaks curving together. */
export function forceps({ p, variant }: DrawContext): void {
  floorShadow(p, 50, 90, 24)
  const bow = variant % 2 === 0 ? 0 : 4
  p.paint(curve([38, 88], [40 - bow, 65], [49, 48], 5.2), STEEL)
  p.paint(curve([62, 88], [60 + bow, 65], [51, 48], 5.2), lighter(STEEL, 0.15))
  p.paint(curve([48, 48], [40, 30], [46, 12], 4.2), darker(STEEL, 0.1))
  p.paint(curve([52, 48], [60, 30], [54, 12], 4.2), STEEL)
  p.paint(circle(50, 47, 4.8), cylinder([50, 42], [50, 52], 4.8, STEEL))
  p.paint(circle(50, 47, 1.6), darker(STEEL, 0.45))
  shine(p, [40, 84], [46, 56], 0.7)
}

function diagonalHandle(ctx: DrawContext, from: Point, to: Point, r: number): void {
  floorShadow(ctx.p, 50, 86, 32)
  rod(ctx.p, from, to, r, ctx.accent)
  grip(ctx.p, from, to, r, ctx.accent, 7)
}

/** A Bein elevator: a thick ridged handle, a shank and a narrow scoop. */
export function elevator(ctx: DrawContext): void {
  diagonalHandle(ctx, [20, 82], [55, 47], 6)
  rod(ctx.p, [55, 47], [74, 28], 1.8, STEEL, 1.4)
  ctx.p.paint(capsule([74, 28], [81, 21], 2.2, 1.2), lighter(STEEL, 0.1))
}

/** A curette: a slim handle with a bent working end at each side. */
export function curette(ctx: DrawContext): void {
  diagonalHandle(ctx, [30, 72], [70, 32], 3.6)
  const { p } = ctx
  rod(p, [70, 32], [78, 24], 1.1, STEEL, 0.8)
  p.paint(curve([78, 24], [84, 14], [76, 14], 1.6), STEEL)
  rod(p, [30, 72], [22, 80], 1.1, STEEL, 0.8)
  p.paint(curve([22, 80], [16, 90], [24, 88], 1.6), STEEL)
}

/** A periodontal probe: a slim handle and a fine tip with black millimetre bands. */
export function probe(ctx: DrawContext): void {
  diagonalHandle(ctx, [22, 80], [62, 40], 3.6)
  const { p } = ctx
  rod(p, [62, 40], [80, 22], 1.2, STEEL, 0.7)
  for (const t of [0.45, 0.6, 0.75]) {
    const x = 62 + 18 * t
    const y = 40 - 18 * t
    p.paint(capsule([x - 0.8, y - 0.8], [x + 0.6, y - 2.2], 1.05), INK)
  }
  p.paint(circle(80.5, 21.5, 1.1), INK)
}

/** A scalpel: a flat handle with a curved 15C blade. */
export function scalpel({ p }: DrawContext): void {
  floorShadow(p, 50, 84, 32)
  const handle = tilt(roundRect(38, 50, 56, 7, 2), -38)
  p.paint(handle, lighter(STEEL, 0.05))
  p.paint(tilt(roundRect(34, 50, 30, 2.2, 1.1), -38), darker(STEEL, 0.25))
  const blade = tilt(
    polygon([
      [64, 47],
      [80, 46.5],
      [88, 49],
      [84, 52],
      [72, 54],
      [64, 53.5],
    ]),
    -38,
  )
  p.paint(blade, lighter(STEEL, 0.35))
  p.paint(tilt(capsule([70, 53.6], [85, 51], 0.45), -38), lighter(STEEL, 0.75))
}

/** An implant drill kit: an open case with drills standing in a row. */
export function drillKit({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 84, 40)
  p.paint(roundRect(50, 56, 80, 52, 6), cylinder([50, 30], [50, 82], 40, accent))
  p.paint(roundRect(50, 57, 72, 42, 4), lighter(accent, 0.75))
  const rings = ['#2f7fd6', '#f2c230', '#d62f2f', '#2fa860', '#1b1b1b', '#8a5fd0']
  rings.forEach((_, i) => {
    const x = 22 + i * 11.2
    const height = 26 - i * 1.2
    p.paint(ellipse(x, 68, 3.6, 1.5), darker(accent, 0.35))
    rod(p, [x, 68 - height], [x, 67], 2, STEEL)
    p.paint(roundRect(x, 60, 4.4, 2.4, 0.8), pick(rings, i))
    for (let y = 68 - height + 2; y < 68 - height + 12; y += 2.4) {
      p.paint(capsule([x - 2, y], [x + 2, y + 1.3], 0.5), darker(STEEL, 0.3))
    }
  })
}

/** Brackets bonded in a row along an archwire: base pads, bodies with four tie wings, the wire in their slots. */
export function bracket({ p, variant }: DrawContext): void {
  const ceramic = variant % 3 === 1
  const body = ceramic ? rgb('#ece6dc') : STEEL
  floorShadow(p, 50, 80, 40)
  const row = [
    [22, 58],
    [50, 50],
    [78, 58],
  ] as const
  for (const [cx, cy] of row) {
    p.paint(roundRect(cx, cy, 22, 22, 3), darker(body, 0.3))
    p.paint(roundRect(cx, cy, 16, 18, 2.5), cylinder([cx - 8, cy], [cx + 8, cy], 8, body))
    for (const dx of [-1, 1]) {
      for (const dy of [-1, 1]) {
        p.paint(roundRect(cx + dx * 5.2, cy + dy * 6.6, 7, 5, 1.6), lighter(body, 0.3))
      }
    }
    p.paint(roundRect(cx, cy, 20, 2.6, 0.6), darker(body, 0.6))
  }
  p.paint(curve([8, 62], [50, 38], [92, 62], 1.4), ceramic ? lighter(STEEL, 0.2) : lighter(STEEL, 0.35))
}

/** Archwires: a few U-shaped arches, one over the other. */
export function archwire({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 84, 34)
  for (let i = 2; i >= 0; i--) {
    const arch = intersect(outline(ellipse(50, 78 - i * 4, 32, 52), 1.6), roundRect(50, 50, 100, 56 - i * 8))
    p.paint(arch, i === 0 ? STEEL : darker(STEEL, 0.15 * i))
  }
  p.paint(roundRect(50, 24, 6, 3, 1), accent)
}

/** A suture pack: a foil packet with a curved needle and a loop of thread beside it. */
export function suture({ p, accent, variant }: DrawContext): void {
  floorShadow(p, 50, 86, 34)
  p.paint(roundRect(38, 52, 44, 58, 4), cylinder([16, 52], [60, 52], 22, lighter(accent, 0.55)))
  p.paint(roundRect(38, 30, 44, 8, 2), darker(accent, 0.1))
  const thread = variant % 2 === 0 ? rgb('#7b4fb0') : INK
  p.paint(outline(ellipse(62, 58, 18, 14), 1.1), thread)
  p.paint(curve([62, 72], [72, 80], [80, 70], 1.1), thread)
  const needle = subtract(outline(circle(68, 40, 13), 2.2), roundRect(68, 52, 30, 20))
  p.paint(needle, cylinder([68, 27], [68, 31], 2, STEEL))
}
