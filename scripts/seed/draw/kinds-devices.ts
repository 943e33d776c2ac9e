import { type DrawContext, floorShadow, INK, rod, STEEL, shine, WHITE } from './kit'
import { cylinder, darker, lighter, linear, rgb } from './painter'
import { capsule, circle, curve, ellipse, outline, roundRect } from './shapes'

const CASING = rgb('#eef1f3')
const SCREEN = rgb('#1f3340')

/** A bench unit with a screen and buttons; with a contra-angle handpiece on its cable (endo motor). */
export function endoMotor(ctx: DrawContext): void {
  const { p, accent } = ctx
  floorShadow(p, 44, 84, 34)
  p.paint(roundRect(40, 60, 52, 44, 6), linear([40, 38], [40, 82], CASING, darker(CASING, 0.12)))
  p.paint(roundRect(40, 52, 38, 18, 2), SCREEN)
  p.paint(roundRect(34, 52, 18, 4, 1), lighter(accent, 0.4))
  p.paint(roundRect(46, 58, 14, 2, 1), rgb('#7fd1a0'))
  for (const x of [28, 40, 52]) p.paint(circle(x, 72, 3), accent)
  p.paint(curve([66, 70], [84, 80], [80, 50], 1.6), INK)
  rod(p, [80, 50], [76, 22], 3.4, WHITE, 2.6)
  rod(p, [76, 22], [70, 16], 2.4, STEEL)
  p.paint(circle(68.5, 14.5, 2.6), STEEL)
}

/** A benchtop autoclave: a box with a round chamber door and a control panel. */
export function autoclave({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 84, 42)
  p.paint(roundRect(50, 56, 78, 56, 6), linear([50, 28], [50, 84], CASING, darker(CASING, 0.15)))
  p.paint(circle(38, 56, 19), darker(CASING, 0.1))
  p.paint(circle(38, 56, 16), linear([22, 40], [54, 72], rgb('#c5ccd2'), rgb('#8d979f')))
  p.paint(outline(circle(38, 56, 16), 1), darker(STEEL, 0.3))
  p.paint(roundRect(38, 56, 14, 3, 1.5), darker(STEEL, 0.25))
  p.paint(roundRect(72, 46, 20, 12, 2), SCREEN)
  p.paint(roundRect(72, 46, 12, 3, 1), rgb('#7fd1a0'))
  p.paint(circle(66, 64, 2.6), accent)
  p.paint(circle(78, 64, 2.6), rgb('#3f9b57'))
  p.paint(roundRect(50, 82, 70, 3, 1), darker(CASING, 0.3))
}

/** A hand-held radiometer: a small unit with a round light sensor and a read-out. */
export function radiometer({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 84, 28)
  p.paint(roundRect(50, 56, 44, 54, 10), cylinder([28, 56], [72, 56], 22, accent))
  p.paint(roundRect(50, 44, 30, 14, 2), SCREEN)
  p.paint(roundRect(50, 44, 18, 5, 1), rgb('#7fd1a0'))
  p.paint(circle(50, 68, 8), rgb('#2b3138'))
  p.paint(circle(50, 68, 5.5), rgb('#5a8fc0'))
  p.paint(circle(48, 66, 1.8), WHITE, { opacity: 0.7 })
}

/** A cordless curing light: a pen body with a bent light guide glowing blue at the end. */
export function curingLight({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 88, 34)
  rod(p, [26, 82], [60, 40], 7, WHITE, 6)
  p.paint(capsule([30, 77], [52, 50], 3.2), accent)
  p.paint(circle(45, 58, 2.4), lighter(accent, 0.5))
  rod(p, [60, 40], [70, 26], 3, rgb('#e7a94b'))
  p.paint(curve([70, 26], [76, 16], [84, 20], 4), rgb('#e7a94b'))
  p.paint(circle(85, 21, 7), rgb('#4f7df0', 120), { soft: 3 })
  p.paint(circle(85, 21, 2.6), rgb('#a9c4ff'))
  shine(p, [30, 74], [52, 46], 0.9)
}

/** An intraoral sensor: a dark rounded plate with the active area, a cable and a USB plug. */
export function sensor({ p }: DrawContext): void {
  floorShadow(p, 50, 84, 36)
  p.paint(curve([52, 52], [76, 88], [86, 62], 1.8), INK)
  p.paint(roundRect(86, 54, 6, 12, 1.5), rgb('#3a4148'))
  p.paint(roundRect(86, 46, 4, 5, 0.5), STEEL)
  p.paint(roundRect(40, 44, 46, 34, 8), linear([17, 27], [63, 61], rgb('#4a535c'), rgb('#20262c')))
  p.paint(roundRect(40, 44, 36, 25, 5), rgb('#2c4a5e'))
  p.paint(roundRect(40, 44, 36, 25, 5), linear([22, 32], [58, 56], rgb('#6aa6cf', 90), rgb('#6aa6cf', 0)))
}

/** Phosphor plates: a fan of thin blue plates. */
export function phosphorPlates({ p }: DrawContext): void {
  const accent = rgb('#3d7fd6')
  floorShadow(p, 50, 84, 36)
  for (let i = 3; i >= 0; i--) {
    const plate = roundRect(50 + i * 5, 50 - i * 5, 44, 32, 4)
    p.paint(plate, darker(accent, i * 0.08))
    p.paint(roundRect(50 + i * 5, 50 - i * 5, 40, 28, 3), lighter(accent, 0.15 + i * 0.05))
  }
  p.paint(ellipse(44, 44, 10, 4), WHITE, { opacity: 0.25, soft: 3 })
}

/** A film holder: an aiming ring on a bar, with the bite block and sensor holder at the other end. */
export function filmHolder({ p, accent }: DrawContext): void {
  floorShadow(p, 50, 86, 36)
  p.paint(outline(circle(34, 50, 18), 4), accent)
  rod(p, [34, 68], [34, 76], 2, lighter(accent, 0.1))
  rod(p, [34, 76], [76, 76], 2, STEEL)
  rod(p, [76, 76], [76, 56], 2, STEEL)
  p.paint(roundRect(76, 44, 12, 26, 2), accent)
  p.paint(roundRect(76, 44, 8, 20, 1.5), lighter(accent, 0.45))
  p.paint(roundRect(64, 56, 14, 5, 1.5), rgb('#f2f2f2'))
}
