/**
 * Shapes as signed distance functions in a 100 x 100 drawing space (negative inside, positive outside), each with
 * the box it lies in, so the painter visits only the pixels near a shape and gets anti-aliased edges for free.
 */
export interface Bounds {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface Shape {
  bounds: Bounds
  distance(x: number, y: number): number
}

export type Point = readonly [number, number]

/** Math.hypot is several times slower, and this runs for every pixel of every shape. */
const length = (x: number, y: number) => Math.sqrt(x * x + y * y)

const box = (x0: number, y0: number, x1: number, y1: number): Bounds => ({ x0, y0, x1, y1 })

export function circle(cx: number, cy: number, r: number): Shape {
  return { bounds: box(cx - r, cy - r, cx + r, cy + r), distance: (x, y) => length(x - cx, y - cy) - r }
}

/** An ellipse with Quilez's gradient-corrected distance estimate, exact enough for a one-pixel edge. */
export function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  return {
    bounds: box(cx - rx, cy - ry, cx + rx, cy + ry),
    distance(x, y) {
      const px = x - cx
      const py = y - cy
      const k0 = length(px / rx, py / ry)
      const k1 = length(px / (rx * rx), py / (ry * ry))
      return k1 === 0 ? -Math.min(rx, ry) : (k0 * (k0 - 1)) / k1
    },
  }
}

/** A rectangle given by its centre, width and height, with corners rounded by `r`. */
export function roundRect(cx: number, cy: number, w: number, h: number, r = 0): Shape {
  const hw = w / 2
  const hh = h / 2
  const radius = Math.min(r, hw, hh)
  return {
    bounds: box(cx - hw, cy - hh, cx + hw, cy + hh),
    distance(x, y) {
      const qx = Math.abs(x - cx) - hw + radius
      const qy = Math.abs(y - cy) - hh + radius
      return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius
    },
  }
}

/** A stroke from a to b whose half-width goes from `ra` to `rb`: rods, handles, needles, cones. */
export function capsule(a: Point, b: Point, ra: number, rb = ra): Shape {
  const [ax, ay] = a
  const [bx, by] = b
  const dx = bx - ax
  const dy = by - ay
  const lengthSquared = dx * dx + dy * dy || 1
  const r = Math.max(ra, rb)
  return {
    bounds: box(Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r),
    distance(x, y) {
      const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / lengthSquared))
      return length(x - ax - dx * t, y - ay - dy * t) - (ra + (rb - ra) * t)
    },
  }
}

/** Any simple polygon (convex or not), by its corners in order. */
export function polygon(points: readonly Point[]): Shape {
  const n = points.length
  const px = Float64Array.from(points, (p) => p[0])
  const py = Float64Array.from(points, (p) => p[1])
  // Edge i runs from corner i to corner i - 1; its vector and inverse squared length are computed once.
  const ex = new Float64Array(n)
  const ey = new Float64Array(n)
  const inverse = new Float64Array(n)
  for (let i = 0, j = n - 1; i < n; j = i++) {
    ex[i] = (px[j] ?? 0) - (px[i] ?? 0)
    ey[i] = (py[j] ?? 0) - (py[i] ?? 0)
    inverse[i] = 1 / ((ex[i] ?? 0) ** 2 + (ey[i] ?? 0) ** 2 || 1)
  }
  return {
    bounds: box(Math.min(...px), Math.min(...py), Math.max(...px), Math.max(...py)),
    distance(x, y) {
      let nearest = Number.POSITIVE_INFINITY
      let inside = false
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const xi = px[i] as number
        const yi = py[i] as number
        const yj = py[j] as number
        const vx = ex[i] as number
        const vy = ey[i] as number
        const t = Math.min(1, Math.max(0, ((x - xi) * vx + (y - yi) * vy) * (inverse[i] as number)))
        const dx = x - xi - vx * t
        const dy = y - yi - vy * t
        nearest = Math.min(nearest, dx * dx + dy * dy)
        if (yi > y !== yj > y && x < (vx * (y - yi)) / (yj - yi) + xi) inside = !inside
      }
      const d = Math.sqrt(nearest)
      return inside ? -d : d
    },
  }
}

/** A smooth path through quadratic Bézier control points, as a chain of capsules of width `w` (threads, wires). */
export function curve(from: Point, control: Point, to: Point, w: number, steps = 24): Shape {
  const at = (t: number): Point => [
    (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * control[0] + t * t * to[0],
    (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * control[1] + t * t * to[1],
  ]
  const pieces = Array.from({ length: steps }, (_, i) => capsule(at(i / steps), at((i + 1) / steps), w / 2))
  return union(...pieces)
}

export function union(...shapes: Shape[]): Shape {
  return {
    bounds: box(
      Math.min(...shapes.map((s) => s.bounds.x0)),
      Math.min(...shapes.map((s) => s.bounds.y0)),
      Math.max(...shapes.map((s) => s.bounds.x1)),
      Math.max(...shapes.map((s) => s.bounds.y1)),
    ),
    distance(x, y) {
      let d = Number.POSITIVE_INFINITY
      for (const shape of shapes) {
        // The distance to a shape's box is never more than the distance to the shape: skip shapes that cannot win.
        const { x0, y0, x1, y1 } = shape.bounds
        if (length(Math.max(x0 - x, 0, x - x1), Math.max(y0 - y, 0, y - y1)) >= d) continue
        d = Math.min(d, shape.distance(x, y))
      }
      return d
    },
  }
}

export function subtract(shape: Shape, hole: Shape): Shape {
  return { bounds: shape.bounds, distance: (x, y) => Math.max(shape.distance(x, y), -hole.distance(x, y)) }
}

export function intersect(a: Shape, b: Shape): Shape {
  return {
    bounds: box(
      Math.max(a.bounds.x0, b.bounds.x0),
      Math.max(a.bounds.y0, b.bounds.y0),
      Math.min(a.bounds.x1, b.bounds.x1),
      Math.min(a.bounds.y1, b.bounds.y1),
    ),
    distance: (x, y) => Math.max(a.distance(x, y), b.distance(x, y)),
  }
}

/** The band of width `w` along a shape's edge. */
export function outline(shape: Shape, w: number): Shape {
  const { x0, y0, x1, y1 } = shape.bounds
  return {
    bounds: box(x0 - w, y0 - w, x1 + w, y1 + w),
    distance: (x, y) => Math.abs(shape.distance(x, y)) - w / 2,
  }
}

/** The shape turned by `degrees` (clockwise on screen) around (cx, cy). */
export function rotate(shape: Shape, degrees: number, cx: number, cy: number): Shape {
  const angle = (degrees * Math.PI) / 180
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const { x0, y0, x1, y1 } = shape.bounds
  const corners = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x = 0, y = 0]) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos])
  return {
    bounds: box(
      Math.min(...corners.map((c) => c[0] ?? 0)),
      Math.min(...corners.map((c) => c[1] ?? 0)),
      Math.max(...corners.map((c) => c[0] ?? 0)),
      Math.max(...corners.map((c) => c[1] ?? 0)),
    ),
    distance(x, y) {
      const dx = x - cx
      const dy = y - cy
      return shape.distance(cx + dx * cos + dy * sin, cy - dx * sin + dy * cos)
    },
  }
}

/** The shape moved by (dx, dy). */
export function translate(shape: Shape, dx: number, dy: number): Shape {
  const { x0, y0, x1, y1 } = shape.bounds
  return {
    bounds: box(x0 + dx, y0 + dy, x1 + dx, y1 + dy),
    distance: (x, y) => shape.distance(x - dx, y - dy),
  }
}
