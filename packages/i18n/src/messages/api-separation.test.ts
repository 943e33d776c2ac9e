import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { sharedEn, sharedTr } from '@shop/domain/messages/index'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { apiEn } from '../../../../api-worker/src/messages/en'
import { apiTr } from '../../../../api-worker/src/messages/tr'
import { allEn, allTr } from './all'

const repo = join(import.meta.dirname, '../../../..')

function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sources(path, found)
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(path)
  }
  return found
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort()
const sortedKeys = (catalogue: object) => Object.keys(catalogue).sort()

/** Keys a domain schema gives as its message (`error: 'k'`, `message: 'k'`, `.min(1, 'k')`, `.int('k')`). */
function schemaKeys(): Set<string> {
  const keys = new Set<string>()
  const key = `'([a-z_]+(?:\\.[a-z_]+)+)'`
  const patterns = [
    new RegExp(`(?:error|message):\\s*${key}`, 'g'),
    new RegExp(
      `\\.(?:min|max|length|regex|refine|gte|lte)\\([^()]*(?:\\([^()]*\\))?[^()]*,\\s*${key}\\s*\\)`,
      'g',
    ),
    new RegExp(`\\.(?:int|number|string|email|url|enum|boolean|array)\\(\\s*${key}`, 'g'),
  ]
  for (const file of sources(join(repo, 'packages/domain/src'))) {
    if (file.includes('/messages/')) continue
    const text = readFileSync(file, 'utf8')
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) keys.add(match[1] as string)
  }
  return keys
}

describe('the API message catalogue', () => {
  it('has the same keys and placeholders in Turkish and English', () => {
    expect(sortedKeys(apiEn)).toEqual(sortedKeys(apiTr))
    expect(sortedKeys(sharedEn)).toEqual(sortedKeys(sharedTr))
    for (const [key, text] of Object.entries({ ...apiTr, ...sharedTr })) {
      const english = (apiEn as Record<string, string>)[key] ?? (sharedEn as Record<string, string>)[key]
      expect({ key, placeholders: placeholders(english ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      })
    }
  })

  it('shares no key with the screens’ catalogue; the shared texts reach the screens only by the spread', () => {
    const screenKeys = new Set(Object.keys(allTr))
    expect(Object.keys(apiTr).filter((key) => screenKeys.has(key))).toEqual([])
    for (const [key, text] of Object.entries(sharedTr)) {
      expect({ key, tr: allTr[key as keyof typeof allTr], en: allEn[key as keyof typeof allEn] }).toEqual({
        key,
        tr: text,
        en: sharedEn[key as keyof typeof sharedEn],
      })
    }
    // A shared or API key written again in a screen catalogue file would silently shadow (or be shadowed by) it.
    const moved = new Set([...Object.keys(sharedTr), ...Object.keys(apiTr)])
    const copies: string[] = []
    for (const file of sources(join(repo, 'packages/i18n/src/messages'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^\s*'([a-z_.]+)':/gm)) {
        if (moved.has(match[1] as string)) copies.push(`${file.slice(repo.length)}: ${match[1]}`)
      }
    }
    expect(copies).toEqual([])
  })

  it('holds every message key of the shared schemas', () => {
    const keys = schemaKeys()
    expect(keys.size).toBeGreaterThan(50)
    expect([...keys].filter((key) => !Object.hasOwn(sharedTr, key))).toEqual([])
  })

  it('keeps the spec’s texts', () => {
    expect(apiEn['currency.unsupported']).toBe('Currency {code} is not supported')
    expect(apiEn['currency.rate_not_found']).toBe('Exchange rate not found for {code}')
    expect(sharedTr['product.max_stock']).toBe('Maksimum {stock} adet ekleyebilirsiniz')
  })
})

describe('the worker bundle', () => {
  it('pulls in neither React, react-intl nor the screens’ catalogue', async () => {
    const result = await build({
      entryPoints: [join(repo, 'api-worker/src/index.ts')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      // As wrangler bundles it: workerd's export conditions, packages' browser fields.
      platform: 'browser',
      conditions: ['workerd', 'worker', 'browser'],
      external: ['cloudflare:*', 'node:*'],
      logLevel: 'silent',
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((path) => path.includes('api-worker/src/lib/messages.ts'))).toBe(true)
    const forbidden = inputs.filter((path) =>
      /node_modules\/(react|react-dom|react-intl|@formatjs)\/|packages\/(i18n|ui|state)\//.test(path),
    )
    expect(forbidden).toEqual([])
  })
})
