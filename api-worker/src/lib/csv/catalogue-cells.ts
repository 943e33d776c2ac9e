import {
  CATALOGUE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  CSV_CATEGORY_NAME_SEPARATOR,
  CSV_CATEGORY_PATH_SEPARATOR,
  CSV_LIST_SEPARATOR,
  type LocalizedText,
  type ProductSpecification,
} from '@shop/domain'

/** A product as the export reads it (money in kuruş). */
export interface ExportProduct {
  sku: string
  slug: string
  name: LocalizedText
  description: LocalizedText
  price: number
  discountPrice: number | null
  stock: number
  isActive: boolean
  isFeatured: boolean
  images: string[]
  videos: string[]
  specifications: ProductSpecification[]
  categoryId: string | null
}

/** A category's place in the tree: slugs and names from the root down to it. */
export interface CategoryTrail {
  slugs: string[]
  namesTr: string[]
  namesEn: string[]
}

export type CatalogueCells = Record<CatalogueCsvColumn, string>

/** Kuruş as lira with a dot and two decimals, in integers so no float rounding shows (12345 → "123.45"). */
export function liraText(kurus: number): string {
  const whole = Math.trunc(kurus / 100)
  const cents = Math.abs(kurus % 100)
  return `${whole}.${String(cents).padStart(2, '0')}`
}

/** One product's row, in the order of CATALOGUE_CSV_COLUMNS. */
export function exportRow(product: ExportProduct, trail: CategoryTrail | undefined): string[] {
  const cells: CatalogueCells = {
    sku: product.sku,
    slug: product.slug,
    name_tr: product.name.tr ?? '',
    name_en: product.name.en ?? '',
    description_tr: product.description.tr ?? '',
    description_en: product.description.en ?? '',
    category_path: trail?.slugs.join(CSV_CATEGORY_PATH_SEPARATOR) ?? '',
    category_names_tr: trail?.namesTr.join(CSV_CATEGORY_NAME_SEPARATOR) ?? '',
    category_names_en: trail?.namesEn.join(CSV_CATEGORY_NAME_SEPARATOR) ?? '',
    price: liraText(product.price),
    discount_price: product.discountPrice === null ? '' : liraText(product.discountPrice),
    stock: String(product.stock),
    is_active: String(product.isActive),
    is_featured: String(product.isFeatured),
    images: product.images.join(CSV_LIST_SEPARATOR),
    videos: product.videos.join(CSV_LIST_SEPARATOR),
    specifications: product.specifications.length ? JSON.stringify(product.specifications) : '',
  }
  return CATALOGUE_CSV_COLUMNS.map((column) => cells[column])
}

/** The `|` list of a cell (blank items dropped). */
export function listCell(cell: string): string[] {
  return cell
    .split(CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean)
}

/** A `true`/`false` cell (also 1/0, yes/no, evet/hayır); blank gives the default, anything else undefined. */
export function flagCell(cell: string, fallback: boolean): boolean | undefined {
  const value = cell.trim().toLocaleLowerCase('tr')
  if (value === '') return fallback
  if (['true', '1', 'yes', 'evet'].includes(value)) return true
  if (['false', '0', 'no', 'hayır'].includes(value)) return false
  return undefined
}

/** The JSON array of a specifications cell (blank is none); undefined when it is not a JSON array. */
export function specificationsCell(cell: string): unknown[] | undefined {
  if (cell.trim() === '') return []
  try {
    const value: unknown = JSON.parse(cell)
    return Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** The slugs of a category path cell (`endodonti/egeler`); blank is no category. */
export function pathCell(cell: string): string[] {
  const trimmed = cell.trim()
  return trimmed === '' ? [] : trimmed.split(CSV_CATEGORY_PATH_SEPARATOR).map((slug) => slug.trim())
}

/** The names along a category path (`Endodonti > Eğeler`), by position. */
export function namesCell(cell: string): string[] {
  const trimmed = cell.trim()
  return trimmed === '' ? [] : trimmed.split(CSV_CATEGORY_NAME_SEPARATOR.trim()).map((name) => name.trim())
}
