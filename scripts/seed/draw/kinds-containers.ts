import { type DrawContext, floorShadow, GLASS, pick, rod, STEEL, shine, tilt, turn, WHITE } from './kit'
import { cylinder, darker, lighter, rgb } from './painter'
import { capsule, circle, ellipse, type Point, polygon, roundRect } from './shapes'

const SLANT = 38

/** A syringe of gel or paste with a bent applicator tip. */
export const syringe = (ctx: DrawContext) => drawSyringe(ctx, false)

/** An irrigation syringe with a long fine needle. */
export const irrigationSyringe = (ctx: DrawContext) => drawSyringe(ctx, true)

/** A syringe on a slant: plunger, clear barrel with the material inside, then a needle or an applicator tip. */
function drawSyringe({ p, accent }: DrawContext, needle: boolean): void {
  floorShadow(p, 50, 88, 34)
  const at = (x: number, y: number) => turn([x, y], SLANT)
  p.paint(tilt(roundRect(50, 9, 16, 3, 1.2), SLANT), WHITE)
  rod(p, at(50, 10), at(50, 30), 2.4, rgb('#e8ecef'))
  const content = lighter(accent, 0.15)
  p.paint(tilt(roundRect(50, 52, 14, 30, 2), SLANT), cylinder(at(50, 40), at(50, 66), 7, content))
  p.paint(tilt(roundRect(50, 29, 26, 3.2, 1.5), SLANT), WHITE)
  p.paint(tilt(roundRect(50, 48, 15, 38, 2.5), SLANT), GLASS)
  p.paint(tilt(roundRect(50, 37, 15, 2, 0.5), SLANT), rgb('#2b3138'))
  shine(p, at(53.5, 34), at(53.5, 62), 0.9)
  p.paint(tilt(polygon(cone(50, 67, 7.5, 2, 6)), SLANT), rgb('#e8ecef'))
  if (needle) {
    rod(p, at(50, 73), at(50, 93), 0.7, STEEL)
  } else {
    rod(p, at(50, 73), at(50, 80), 1.1, accent)
    rod(p, at(50, 80), at(44, 86), 0.8, STEEL)
  }
}

/** A trapezoid narrowing from `wide` at y to `narrow` at y + height, centred on x. */
function cone(x: number, y: number, wide: number, narrow: number, height: number): Point[] {
  return [
    [x - wide / 2, y],
    [x + wide / 2, y],
    [x + narrow / 2, y + height],
    [x - narrow / 2, y + height],
  ]
}

/** A composite syringe: screw knob, opaque grey body with a shade band, a bent nozzle under a coloured cap. */
export function compositeSyringe({ p, accent, variant }: DrawContext): void {
  floorShadow(p, 50, 88, 30)
  const at = (x: number, y: number) => turn([x, y], SLANT)
  const body = rgb(variant % 2 === 0 ? '#5d6670' : '#e9e6df')
  p.paint(tilt(roundRect(50, 14, 12, 10, 2.5), SLANT), cylinder(at(50, 9), at(50, 19), 6, rgb('#3a4148')))
  rod(p, at(50, 20), at(50, 66), 6.2, body)
  p.paint(tilt(roundRect(50, 45, 12.6, 12, 0.5), SLANT), cylinder(at(50, 39), at(50, 51), 6.3, accent))
  p.paint(tilt(roundRect(50, 45, 12.8, 3, 0.5), SLANT), rgb('#f3e7c9'))
  rod(p, at(50, 66), at(50, 74), 3.2, body, 2.2)
  rod(p, at(50, 74), at(44, 82), 2.4, lighter(accent, 0.1))
}

/** A double-barrel cartridge with a spiral mixing tip. */
export function cartridge({ p, variant }: DrawContext): void {
  floorShadow(p, 50, 88, 30)
  const at = (x: number, y: number) => turn([x, y], SLANT)
  const [left, right] = variant % 2 === 0 ? ['#d9a0b8', '#8fc6e8'] : ['#efe2c4', '#efe2c4']
  p.paint(tilt(roundRect(50, 18, 30, 5, 2), SLANT), rgb('#e8ecef'))
  rod(p, at(44, 20), at(44, 56), 6, rgb(left ?? '#d9a0b8'))
  rod(p, at(56, 20), at(56, 56), 6, rgb(right ?? '#8fc6e8'))
  p.paint(tilt(roundRect(50, 58, 26, 6, 2), SLANT), rgb('#dfe3e7'))
  p.paint(tilt(polygon(cone(50, 61, 10, 3, 28)), SLANT), rgb('#f0f4f6', 230))
  for (let y = 64; y < 87; y += 3) {
    const half = 4.2 - ((y - 61) / 28) * 3
    p.paint(tilt(capsule([50 - half, y], [50 + half, y + 1.6], 0.45), SLANT), rgb('#f2b84b'))
  }
}

/** A one-litre bottle with a flip cap. */
export const bottle = (ctx: DrawContext) => drawBottle(ctx, 0)

/** A small dark dropper bottle (bonding agents). */
export const dropperBottle = (ctx: DrawContext) => drawBottle(ctx, 2)

function drawBottle({ p, accent }: DrawContext, form: 0 | 2): void {
  const [w, h, top] = form === 0 ? [30, 54, 30] : [20, 34, 48]
  const bottom = top + h
  floorShadow(p, 50, bottom + 1, w * 0.7)
  const base = form === 0 ? rgb('#f3f5f6') : rgb('#6b4a2e')
  p.paint(roundRect(50, top + h / 2, w, h, 5), cylinder([50, top], [50, bottom], w / 2, base))
  p.paint(roundRect(50, top - 2, w * 0.7, 6, 3), cylinder([50, 0], [50, 1], w * 0.35, base))
  const capHeight = form === 0 ? 10 : 14
  p.paint(
    roundRect(50, top - 5 - capHeight / 2, w * 0.5, capHeight, 2),
    cylinder([50, 0], [50, 1], w / 4, form === 0 ? accent : rgb('#f3f5f6')),
  )
  p.paint(
    roundRect(50, top + h * 0.55, w - 0.5, h * 0.42, 1),
    cylinder([50, top], [50, bottom], w / 2, lighter(accent, 0.1)),
  )
  p.paint(roundRect(50, top + h * 0.5, w * 0.6, h * 0.06, 1), WHITE, { opacity: 0.85 })
  p.paint(roundRect(50, top + h * 0.62, w * 0.45, h * 0.04, 1), WHITE, { opacity: 0.6 })
  shine(p, [50 - w * 0.3, top + 4], [50 - w * 0.3, bottom - 5], w * 0.04)
}

/** A five-litre canister with a handle. */
export function canister({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 87, 32)
  const body = rgb('#f1f3f4')
  p.paint(roundRect(50, 58, 54, 56, 6), cylinder([23, 58], [77, 58], 27, body))
  p.paint(roundRect(34, 24, 16, 9, 3), cylinder([34, 20], [34, 29], 8, accent))
  const handle = roundRect(62, 28, 24, 12, 5)
  p.paint(handle, body)
  p.paint(roundRect(62, 29, 16, 5, 2.5), lighter(rgb('#c9d1d6'), 0.2))
  p.paint(roundRect(50, 62, 52, 28, 1), lighter(accent, 0.1))
  p.paint(roundRect(50, 58, 30, 3, 1), WHITE, { opacity: 0.85 })
  p.paint(roundRect(50, 66, 22, 2, 1), WHITE, { opacity: 0.6 })
}

/** A round tub with a coloured lid and a label. */
export const tub = (ctx: DrawContext) => drawTubs(ctx, false)

/** Two tubs side by side: base and catalyst. */
export const tubPair = (ctx: DrawContext) => drawTubs(ctx, true)

function drawTubs({ p, accent }: DrawContext, pair: boolean): void {
  const tubs: [number, number, number][] = pair
    ? [
        [35, 40, 0.8],
        [65, 40, 0.8],
      ]
    : [[50, 34, 1]]
  const lids = pair ? ['#f2f2f2', '#3d7fd6'] : []
  floorShadow(p, 50, 86, pair ? 40 : 30)
  tubs.forEach(([cx, top, s], i) => {
    const w = 44 * s
    const h = 44 * s
    const bottom = 84
    const lid = lids[i] ? rgb(lids[i] ?? '') : accent
    p.paint(
      roundRect(cx, (top + bottom) / 2, w, bottom - top, 3),
      cylinder([cx, top], [cx, bottom], w / 2, WHITE),
    )
    p.paint(
      roundRect(cx, top + h * 0.55, w, h * 0.4, 0.5),
      cylinder([cx, 0], [cx, 1], w / 2, lighter(lid, 0.25)),
    )
    p.paint(ellipse(cx, top, w / 2 + 1, 5 * s), darker(lid, 0.15))
    p.paint(roundRect(cx, top - 3 * s, w + 2, 8 * s, 2), cylinder([cx, 0], [cx, 1], w / 2 + 1, lid))
    p.paint(ellipse(cx, top - 7 * s, w / 2 + 1, 5 * s), lighter(lid, 0.2))
  })
}

/** A small glass vial of granules (bone graft). */
export function vial({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 86, 20)
  p.paint(roundRect(50, 60, 28, 48, 4), GLASS)
  for (let i = 0; i < 60; i++) {
    const x = 39 + ((i * 37) % 22)
    const y = 64 + ((i * 53) % 18)
    p.paint(circle(x, y, 1.5 + (i % 3) * 0.4), rgb(i % 2 ? '#efe4cf' : '#e0cfae'))
  }
  p.paint(roundRect(50, 36, 22, 6, 1), rgb('#c4c9ce'))
  p.paint(roundRect(50, 30, 26, 8, 2), cylinder([37, 30], [63, 30], 13, accent))
  shine(p, [40, 42], [40, 80], 1)
}

/** A canister of wipes with one pulled through the lid. */
export function wipes({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 87, 28)
  p.paint(roundRect(50, 58, 40, 56, 4), cylinder([30, 58], [70, 58], 20, WHITE))
  p.paint(roundRect(50, 60, 40.5, 24, 0.5), cylinder([30, 60], [70, 60], 20, accent))
  p.paint(roundRect(50, 30, 42, 8, 3), cylinder([29, 30], [71, 30], 21, darker(accent, 0.1)))
  p.paint(
    polygon([
      [46, 27],
      [54, 27],
      [62, 14],
      [56, 8],
      [44, 12],
      [40, 18],
    ]),
    rgb('#f4f6f7'),
  )
}

/** A sterilisation pouch or sleeve: a paper back, a clear film front, a chevron seal and an indicator. */
export function pouch({ p, accent, variant }: DrawContext): void {
  const count = variant % 2 === 0 ? 2 : 3
  floorShadow(p, 50, 88, 34)
  for (let i = count - 1; i >= 0; i--) {
    const x = 50 + (i - (count - 1) / 2) * 9
    const y = 52 - i * 3
    const sheet = tilt(roundRect(x, y, 44, 66, 1.5), -8 + i * 6)
    p.paint(sheet, rgb('#f5f2ea'))
    p.paint(tilt(roundRect(x, y + 4, 38, 52, 1), -8 + i * 6), lighter(accent, 0.7), { opacity: 0.7 })
    p.paint(tilt(polygon(chevron(x, y - 26)), -8 + i * 6), darker(lighter(accent, 0.3), 0.05))
    p.paint(tilt(roundRect(x - 12, y + 20, 8, 5, 1), -8 + i * 6), rgb(i === 0 ? '#3f9b57' : '#d9534f'))
  }
}

function chevron(x: number, y: number): Point[] {
  return [
    [x - 19, y],
    [x, y + 6],
    [x + 19, y],
    [x + 19, y + 2],
    [x, y + 8],
    [x - 19, y + 2],
  ]
}

/** Gutta-percha points: a fan of slim pink cones. */
export function points({ p }: DrawContext): void {
  floorShadow(p, 50, 86, 26)
  for (let i = 0; i < 7; i++) {
    const angle = -30 + i * 10
    const tip = turnAround([50, 84], [50, 14], angle)
    rod(p, [50 + (i - 3) * 1.4, 80], tip, 2, pick(['#f08a6c', '#ef9a7a'], i), 0.35)
  }
  p.paint(roundRect(50, 80, 26, 8, 2), rgb('#f4f6f7'))
}

function turnAround(pivot: Point, point: Point, degrees: number): Point {
  const a = (degrees * Math.PI) / 180
  const dx = point[0] - pivot[0]
  const dy = point[1] - pivot[1]
  return [pivot[0] + dx * Math.cos(a) - dy * Math.sin(a), pivot[1] + dx * Math.sin(a) + dy * Math.cos(a)]
}
