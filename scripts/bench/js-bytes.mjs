import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

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

/** Maps every shared-library asset named in an app's mf-manifest.json to the library's name. */
async function sharedAssetIndex(baseUrl, apps) {
  const index = new Map()
  for (const app of apps) {
    const prefix = app === 'shell' ? '' : `/remotes/${app}`
    const response = await fetch(`${baseUrl}${prefix}/mf-manifest.json`)
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) continue
    const manifest = await response.json()
    for (const shared of manifest.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        index.set(`${prefix}/${file}`.replace(/\/+/g, '/'), shared.name)
      }
    }
  }
  return index
}

/**
 * Opens a page in Chromium and sums the JavaScript it downloads until `ready` resolves, split by app (shell or
 * remote) and, within each, by shared library versus the app's own code. Gzip sizes are computed at level 9.
 */
export async function measureJsBytes(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const results = []
  try {
    const index = await sharedAssetIndex(baseUrl, ['shell', 'storefront', 'account', 'admin'])
    for (const target of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      if (target.prepare) await target.prepare(page)
      const scripts = []
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return
        const body = await response.body().catch(() => null)
        if (!body) return
        const pathname = new URL(response.url()).pathname
        scripts.push({ pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
      })
      await page.goto(`${baseUrl}${target.path}`)
      await target.ready(page)
      await page.waitForLoadState('networkidle')
      const groups = new Map()
      for (const script of scripts) {
        const app = appOf(script.pathname)
        const library = index.get(script.pathname)
        const entry = /remoteEntry[^/]*\.js$/.test(script.pathname)
        const key = library
          ? `${app} · shared ${library}`
          : entry
            ? `${app} · remote entry (MF runtime)`
            : `${app} · own code`
        const group = groups.get(key) ?? { raw: 0, gzip: 0, files: 0 }
        group.raw += script.raw
        group.gzip += script.gzip
        group.files += 1
        groups.set(key, group)
      }
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
        groups: Object.fromEntries(groups),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

export function formatJsBytes(result) {
  const budget = result.budgetKb
    ? `   budget ${result.budgetKb} KB ${result.total.gzip / 1024 <= result.budgetKb ? '✓' : '✗'}`
    : ''
  const lines = [
    `${result.name} (${result.path}): ${kb(result.total.raw)} raw, ${kb(result.total.gzip)} gzip in ${result.files} files${budget}`,
  ]
  const entries = Object.entries(result.groups).sort((a, b) => b[1].gzip - a[1].gzip)
  for (const [key, group] of entries) {
    lines.push(
      `  ${key.padEnd(48)} ${kb(group.raw).padStart(10)} raw ${kb(group.gzip).padStart(10)} gzip  (${group.files})`,
    )
  }
  return lines.join('\n')
}
