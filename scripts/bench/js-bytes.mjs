import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { attributeScript, isStackPart } from './js-attribution.mjs'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Which app a script belongs to, from where it is served. */
function appOf(pathname) {
  const match = pathname.match(/^\/remotes\/([^/]+)\//)
  return match ? match[1] : 'shell'
}

const addTo = (totals, key, bytes) => totals.set(key, (totals.get(key) ?? 0) + bytes)

/** A page's scripts summed by app and by part (js-attribution.mjs), gzip bytes. */
export async function summarise(scripts) {
  const apps = new Map()
  const parts = new Map()
  for (const script of scripts) {
    addTo(apps, appOf(script.pathname), script.gzip)
    for (const [part, bytes] of await attributeScript(script)) addTo(parts, part, bytes)
  }
  const stack = [...parts].filter(([part]) => isStackPart(part)).reduce((sum, [, bytes]) => sum + bytes, 0)
  return { apps: Object.fromEntries(apps), parts: Object.fromEntries(parts), stack }
}

/**
 * Opens a page in Chromium and sums the JavaScript it downloads until `ready` resolves and the network settles, by
 * app and by what the code comes from. Gzip sizes are computed at level 9.
 */
export async function measureJsBytes(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const results = []
  try {
    for (const target of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      if (target.prepare) await target.prepare(page)
      const scripts = []
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return
        const body = await response.body().catch(() => null)
        if (!body) return
        scripts.push({
          pathname: new URL(response.url()).pathname,
          code: body.toString('utf8'),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })
      })
      await page.goto(`${baseUrl}${target.path}`)
      await target.ready(page)
      await page.waitForLoadState('networkidle')
      const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
        raw: 0,
        gzip: 0,
      })
      results.push({
        name: target.name,
        path: target.path,
        budgetKb: target.budgetKb,
        total,
        files: scripts.length,
        ...(await summarise(scripts)),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * A page's figures, with its floor: the stack's bytes (React, the runtime, the shared singletons), which no change to
 * the shop's own code can remove, and what the budget leaves for the rest.
 */
export function formatJsBytes(result) {
  const gzip = result.total.gzip
  const budget = result.budgetKb
    ? `   budget ${result.budgetKb} KB ${gzip / 1024 <= result.budgetKb ? '✓' : '✗'}`
    : ''
  const byApp = Object.entries(result.apps)
    .sort((a, b) => b[1] - a[1])
    .map(([app, bytes]) => `${app} ${kb(bytes)}`)
    .join(', ')
  const row = ([part, bytes]) => `    ${part.padEnd(40)} ${kb(bytes).padStart(10)}`
  const parts = Object.entries(result.parts).sort((a, b) => b[1] - a[1])
  const lines = [
    `${result.name} (${result.path}): ${kb(result.total.raw)} raw, ${kb(gzip)} gzip in ${result.files} files${budget}`,
    `  by app: ${byApp}`,
    `  the stack (the floor of any page): ${kb(result.stack)}`,
    ...parts.filter(([part]) => isStackPart(part)).map(row),
    `  the rest: ${kb(gzip - result.stack)}`,
    ...parts.filter(([part]) => !isStackPart(part)).map(row),
  ]
  if (result.budgetKb) {
    lines.push(`  the budget leaves ${kb(result.budgetKb * 1024 - result.stack)} for the rest`)
  }
  return lines.join('\n')
}
