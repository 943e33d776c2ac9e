import { env } from 'cloudflare:workers'
import { CATALOGUE_CSV_COLUMNS, type CsvRowError, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { registerCustomer } from './helpers/api'
import { insertCategory } from './helpers/catalogue'
import { csvOf, csvRow, importCsv, productCount } from './helpers/catalogue-csv'
import { en, tr } from './helpers/messages'
import { userWithRole } from './helpers/staff'

let admin: string

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
  const endo = await insertCategory(env.DB, { slug: 'endodonti', name: 'Endodonti' })
  await insertCategory(env.DB, { slug: 'egeler', name: 'Eğeler', parentId: endo })
})

const header = CATALOGUE_CSV_COLUMNS.join(',')
const line = (overrides: Parameters<typeof csvRow>[0]) => csvOf([csvRow(overrides)]).split('\r\n')[1]

/** A file whose bad rows sit on known lines; the third record spans lines 4 to 6. */
function badFile(): string {
  const multiLine = line({ sku: 'ERR-ML', description_tr: 'Birinci satır\nikinci, "tırnaklı"\nüçüncü' })
  return [
    header,
    line({ sku: 'ERR-OK-1' }),
    line({ sku: 'ERR-B', name_tr: '', price: 'abc' }),
    multiLine,
    line({ sku: 'err-ok-1' }),
    line({ sku: 'ERR-E', is_active: 'belki' }),
    line({ sku: 'ERR-F', specifications: '{not json' }),
    line({ sku: 'ERR-G', category_path: 'yok/alt', category_names_tr: '' }),
    line({ sku: 'ERR-H', price: '100', discount_price: '300' }),
    line({ sku: 'ERR-I', images: '', specifications: '[{"key":{"tr":""},"value":{"tr":"Değer"}}]' }),
    'X,Y',
    '',
    line({ sku: 'ERR-K', slug: 'Bad Slug' }),
    line({ sku: 'ERR-L', category_path: 'egeler' }),
    '',
  ].join('\r\n')
}

const byPlace = (a: CsvRowError, b: CsvRowError) => a.line - b.line || a.field.localeCompare(b.field)

function expectedErrors(messages: Record<string, string>): CsvRowError[] {
  const fill = (text: string | undefined, params: Record<string, string | number>) =>
    (text ?? '').replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]))
  const at = (lineNo: number, field: string, key: string, params: Record<string, string | number> = {}) => ({
    line: lineNo,
    field,
    message: fill(messages[key], params),
  })
  return [
    at(3, 'name_tr', 'admin.product.name_required'),
    at(3, 'price', 'admin.product.price_invalid'),
    at(7, 'sku', 'admin.csv.duplicate_sku', { line: 2 }),
    at(8, 'is_active', 'admin.csv.boolean_invalid'),
    at(9, 'specifications', 'admin.csv.specifications_invalid'),
    at(10, 'category_path', 'admin.csv.category_name_required', { slug: 'yok' }),
    at(11, 'discount_price', 'admin.product.discount_too_high'),
    at(12, 'images', 'admin.product.image_required'),
    at(12, 'specifications', 'admin.product.spec_name_required', { n: 1 }),
    at(13, 'row', 'admin.csv.column_count', { expected: CATALOGUE_CSV_COLUMNS.length, actual: 2 }),
    at(15, 'slug', 'admin.category.slug_invalid'),
    at(16, 'category_path', 'admin.csv.category_parent_mismatch', { slug: 'egeler' }),
  ].sort(byPlace)
}

async function shopState() {
  const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0
  return {
    products: await productCount(),
    categories: await count('select count(*) as n from categories'),
    audits: await count("select count(*) as n from audit_log where entity = 'catalogue'"),
  }
}

describe('POST /catalogue/import with bad rows', () => {
  it('reports every bad row with its file line and column in a dry run', async () => {
    const { status, body } = await importCsv(admin, badFile(), { dryRun: true })
    expect(status).toBe(200)
    expect(body.data.rows).toBe(12)
    expect({ ...body.data, errors: [...body.data.errors].sort(byPlace) }).toEqual({
      dryRun: true,
      rows: 12,
      created: 0,
      updated: 0,
      errors: expectedErrors(tr),
    })
  })

  it('writes nothing when asked to apply a file with errors, and answers 422 with the report', async () => {
    const before = await shopState()
    const { status, body } = await importCsv(admin, badFile(), { dryRun: false })
    expect(status).toBe(422)
    expect(body.success).toBe(false)
    expect(body.message).toBe(tr['admin.csv.import_refused'].replace('{count}', '12'))
    expect([...body.data.errors].sort(byPlace)).toEqual(expectedErrors(tr))
    expect(await shopState()).toEqual(before)
  })

  it('words the row errors in English for an English caller', async () => {
    const { status, body } = await importCsv(admin, badFile(), { dryRun: false, language: 'en' })
    expect(status).toBe(422)
    expect(body.message).toBe(en['admin.csv.import_refused'].replace('{count}', '12'))
    expect([...body.data.errors].sort(byPlace)).toEqual(expectedErrors(en))
  })

  it('answers one error at line 1 for missing and unknown columns', async () => {
    const columns = [...CATALOGUE_CSV_COLUMNS.filter((column) => column !== 'videos'), 'renk']
    const file = csvOf([csvRow({ sku: 'HDR-1' })], columns)
    const { status, body } = await importCsv(admin, file, { dryRun: true })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      dryRun: true,
      rows: 1,
      created: 0,
      updated: 0,
      errors: [
        {
          line: 1,
          field: 'header',
          message: tr['admin.csv.header_invalid'].replace('{missing}', 'videos').replace('{unknown}', 'renk'),
        },
      ],
    })
    const applied = await importCsv(admin, file, { dryRun: false })
    expect(applied.status).toBe(422)
  })

  it('reports a file without a header row', async () => {
    const { body } = await importCsv(admin, '\r\n  \r\n', { dryRun: true })
    expect(body.data.errors).toEqual([{ line: 1, field: 'header', message: tr['admin.csv.header_missing'] }])
  })

  it('refuses a slug another product holds', async () => {
    const first = csvOf([csvRow({ sku: 'SLUG-A', slug: 'ortak-adres' })])
    expect((await importCsv(admin, first, { dryRun: false })).status).toBe(200)
    const second = csvOf([
      csvRow({ sku: 'SLUG-B', slug: 'ortak-adres' }),
      csvRow({ sku: 'SLUG-C', slug: 'stats' }),
    ])
    const { body } = await importCsv(admin, second, { dryRun: true })
    expect(body.data.errors).toEqual([
      { line: 2, field: 'slug', message: tr['admin.product.slug_taken'] },
      { line: 3, field: 'slug', message: tr['admin.product.slug_taken'] },
    ])
  })
})

describe('POST /catalogue/import limits and access', () => {
  it('refuses a body over the size limit with 413 and says the limit', async () => {
    const before = await shopState()
    const big = `${header}\r\n${'x'.repeat(MAX_IMPORT_BYTES)}`
    const { status, body } = await importCsv(admin, big, { dryRun: false })
    expect(status).toBe(413)
    expect(body.message).toBe(tr['admin.csv.too_large'].replace('{max}', '5'))
    expect(await shopState()).toEqual(before)
  })

  it('refuses more rows than the limit with 413', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `R-${index}`)
    const { status, body } = await importCsv(admin, [header, ...rows].join('\n'), { dryRun: true })
    expect(status).toBe(413)
    expect(body.message).toBe(tr['admin.csv.too_many_rows'].replace('{max}', String(MAX_IMPORT_ROWS)))
  })

  it('refuses a JSON body and an empty one', async () => {
    const json = await importCsv(admin, '{}', { contentType: 'application/json' })
    expect(json.status).toBe(415)
    expect(json.body.message).toBe(tr['admin.csv.file_required'])
    expect((await importCsv(admin, '')).status).toBe(400)
    expect((await importCsv(admin, 'x', { contentType: 'multipart/form-data; boundary=yok' })).status).toBe(
      400,
    )
  })

  it('is closed to customers and visitors', async () => {
    const customer = await registerCustomer()
    const file = csvOf([csvRow()])
    expect((await importCsv(customer.token, file)).status).toBe(403)
    expect((await importCsv(null, file)).status).toBe(401)
  })
})
