import { env, exports } from 'cloudflare:workers'
import {
  CATALOGUE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type CatalogueImportReport,
  type LocalizedText,
  type ProductSpecification,
} from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import Papa from 'papaparse'
import { derivedProductColumns } from '../../src/db/product-columns'
import { products } from '../../src/db/schema'
import { newId } from '../../src/lib/ids'

export async function exportCsv(token: string | null) {
  const res = await exports.default.fetch('http://shop.test/api/catalogue/export', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text: new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes),
  }
}

export interface ImportOptions {
  dryRun?: boolean | undefined
  language?: 'tr' | 'en'
  contentType?: string
  /** Send the file as the `file` field of a multipart form. */
  multipart?: boolean
}

export interface ImportAnswer {
  status: number
  body: { success: boolean; message?: string; data: CatalogueImportReport }
}

export async function importCsv(
  token: string | null,
  csv: string | Uint8Array,
  options: ImportOptions = {},
): Promise<ImportAnswer> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  if (options.language) headers['Accept-Language'] = options.language
  let body: BodyInit
  if (options.multipart) {
    const form = new FormData()
    form.append('file', new File([csv], 'katalog.csv', { type: 'text/csv' }))
    body = form
  } else {
    headers['Content-Type'] = options.contentType ?? 'text/csv; charset=utf-8'
    body = csv
  }
  const query = options.dryRun === undefined ? '' : `?dryRun=${options.dryRun}`
  const res = await exports.default.fetch(`http://shop.test/api/catalogue/import${query}`, {
    method: 'POST',
    headers,
    body,
  })
  return { status: res.status, body: await res.json() }
}

export type CsvRow = Record<CatalogueCsvColumn, string>

let serial = 0

/** A row every check accepts (its category must exist or be creatable from the names). */
export function csvRow(overrides: Partial<CsvRow> = {}): CsvRow {
  serial += 1
  return {
    sku: `CSV-${serial}`,
    slug: '',
    name_tr: `Kanal Eğesi ${serial}`,
    name_en: `Root File ${serial}`,
    description_tr: 'Paslanmaz çelik kanal eğesi, 25 mm',
    description_en: 'Stainless steel root canal file, 25 mm',
    category_path: 'endodonti',
    category_names_tr: 'Endodonti',
    category_names_en: 'Endodontics',
    price: '120.50',
    discount_price: '',
    stock: '12',
    is_active: 'true',
    is_featured: 'false',
    images: `/media/products/csv-${serial}.png`,
    videos: '',
    specifications: '',
    ...overrides,
  }
}

/** A CSV text of rows (CRLF, every column in the standard order unless `columns` says otherwise). */
export function csvOf(
  rows: readonly Partial<CsvRow>[],
  columns: readonly string[] = CATALOGUE_CSV_COLUMNS,
): string {
  const records = rows.map((row) => columns.map((column) => (row as Record<string, string>)[column] ?? ''))
  return `${Papa.unparse([[...columns], ...records], { newline: '\r\n' })}\r\n`
}

export interface FullProduct {
  sku: string
  slug?: string
  name: LocalizedText
  description: LocalizedText
  /** Lira. */
  price: number
  discountPrice?: number | null
  stock: number
  isActive?: boolean
  isFeatured?: boolean
  categoryId: string | null
  images: string[]
  videos?: string[]
  specifications?: ProductSpecification[]
}

/** A product with every field the CSV carries set as given. */
export async function insertFullProduct(input: FullProduct): Promise<string> {
  const id = newId()
  const price = Math.round(input.price * 100)
  const discountPrice = input.discountPrice == null ? null : Math.round(input.discountPrice * 100)
  const shortDescription = {}
  await drizzle(env.DB)
    .insert(products)
    .values({
      id,
      slug: input.slug ?? input.sku.toLowerCase(),
      sku: input.sku,
      name: input.name,
      shortDescription,
      description: input.description,
      price,
      discountPrice,
      stock: input.stock,
      isActive: input.isActive ?? true,
      isFeatured: input.isFeatured ?? false,
      categoryId: input.categoryId,
      images: input.images,
      videos: input.videos ?? [],
      specifications: input.specifications ?? [],
      ...derivedProductColumns({
        name: input.name,
        shortDescription,
        description: input.description,
        price,
        discountPrice,
      }),
    })
  return id
}

export async function productCount(): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from products').first<{ n: number }>()
  return row?.n ?? 0
}
