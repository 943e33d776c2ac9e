import { exports } from 'cloudflare:workers'
import type { CatalogueImportReport } from '@shop/domain'
import { hc } from 'hono/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { AppType } from '../src/app'
import { csvOf, csvRow } from './helpers/catalogue-csv'
import { adminToken } from './helpers/staff'

describe('AppType contract for the catalogue CSV', () => {
  it('types the import report of a dry run and of a refused apply', async () => {
    const token = await adminToken()
    const client = hc<AppType>('http://shop.test', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init),
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
    })
    const body = csvOf([
      csvRow({ sku: 'CT-1', category_path: 'yeni', category_names_tr: 'Yeni', price: 'x' }),
    ])
    const dry = await client.api.catalogue.import.$post({ query: { dryRun: 'true' } }, { init: { body } })
    expect(dry.status).toBe(200)
    if (dry.status === 200) expectTypeOf((await dry.json()).data).toEqualTypeOf<CatalogueImportReport>()
    const applied = await client.api.catalogue.import.$post(
      { query: { dryRun: 'false' } },
      { init: { body } },
    )
    expect(applied.status).toBe(422)
    if (applied.status === 422) {
      const refused = await applied.json()
      expectTypeOf(refused.data).toEqualTypeOf<CatalogueImportReport>()
      expect(refused.data.errors.map((error) => error.field)).toEqual(['price'])
    }
  })
})
