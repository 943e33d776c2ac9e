import type { Page } from '@playwright/test'

export type Rgb = [number, number, number]

/**
 * The colours the page shows at `points` (viewport CSS pixels), read from a screenshot: what a reader sees, whatever
 * drew it (a border, a box-shadow, a table's collapsed rule, an opacity). Decoded in a blank page of the same browser.
 */
export async function paintedColours(page: Page, points: { x: number; y: number }[]): Promise<Rgb[]> {
  const png = (await page.screenshot()).toString('base64')
  const scale = await page.evaluate(() => window.devicePixelRatio)
  const reader = await page.context().newPage()
  try {
    return await reader.evaluate(
      async ({ png, points, scale }) => {
        const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no 2d canvas')
        context.drawImage(bitmap, 0, 0)
        return points.map(({ x, y }) => {
          const [r = 0, g = 0, b = 0] = context.getImageData(
            Math.floor(x * scale),
            Math.floor(y * scale),
            1,
            1,
          ).data
          return [r, g, b] as [number, number, number]
        })
      },
      { png, points, scale },
    )
  } finally {
    await reader.close()
  }
}

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

/** WCAG's contrast ratio of two opaque colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
