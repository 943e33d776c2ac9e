// Screenshots of the running shop at phone and desktop widths, for looking at what a shopper sees.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (PNG files land in ./screenshots/)
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const [baseUrl = 'http://localhost:8787', ...paths] = process.argv.slice(2)
const targets = paths.length > 0 ? paths : ['/', '/login', '/admin', '/does-not-exist']
const widths = [390, 1280]

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
})
await mkdir('screenshots', { recursive: true })
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'tr-TR' })
  const page = await context.newPage()
  for (const path of targets) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
    const file = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await context.close()
}
await browser.close()
