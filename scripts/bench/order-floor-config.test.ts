import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { assetsTableOf, writeRoutedFloorConfig } from './order-floor-config.mjs'

const SHOP_TOML = [
  'name = "shop"',
  'main = "api-worker/src/index.ts"',
  '',
  '[assets]',
  'directory = "./dist/public"',
  'binding = "ASSETS"',
  'run_worker_first = ["/*", "!/static/*"]',
  '',
  '[[d1_databases]]',
  'binding = "DB"',
].join('\n')

describe('the routed order floor', () => {
  it("takes the shop's [assets] table and no other, with its directory made absolute", () => {
    const table = assetsTableOf(SHOP_TOML, '/repo')
    expect(table).toContain('directory = "/repo/dist/public"')
    expect(table).toContain('run_worker_first = ["/*", "!/static/*"]')
    expect(table).not.toContain('d1_databases')
  })

  it('reads a table that ends the file', () => {
    expect(assetsTableOf('[assets]\ndirectory = "dist"\nbinding = "ASSETS"\n', '/repo')).toBe(
      '[assets]\ndirectory = "/repo/dist"\nbinding = "ASSETS"\n',
    )
  })

  it('refuses a config without assets instead of measuring a bare worker twice', () => {
    expect(() => assetsTableOf('name = "shop"\n', '/repo')).toThrow(/no \[assets\]/)
  })

  it("is the floor's own config plus the shop's routing as wrangler.toml declares it", async () => {
    const routed = await readFile(await writeRoutedFloorConfig(), 'utf8')
    const shopRouting = (await readFile('wrangler.toml', 'utf8')).match(/^run_worker_first = .*$/m)?.[0]
    expect(shopRouting).toBeDefined()
    expect(routed).toContain(shopRouting)
    expect(routed).toMatch(/^main = "\/.*scripts\/bench\/order-floor\/worker\.ts"$/m)
    expect(routed).toContain('database_name = "dental-shop"')
  })
})
