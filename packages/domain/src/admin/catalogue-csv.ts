/**
 * The catalogue CSV (export and import): one product a row, both languages, the category as its slug path from the
 * root (`endodonti/egeler`) with the names along that path in each language (`Endodonti > Eğeler`), so an import
 * into an empty shop can create the categories; prices in lira with a dot, images and videos separated by `|`,
 * specifications as JSON (`[{"key":{"tr":…,"en":…},"value":{"tr":…,"en":…}}]`), flags as `true`/`false`. Import
 * creates or updates by SKU. A text cell starting with = + - @ (a formula to a spreadsheet) is written with a
 * leading apostrophe, which import takes off again.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'slug',
  'name_tr',
  'name_en',
  'description_tr',
  'description_en',
  'category_path',
  'category_names_tr',
  'category_names_en',
  'price',
  'discount_price',
  'stock',
  'is_active',
  'is_featured',
  'images',
  'videos',
  'specifications',
] as const
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number]

export const CSV_LIST_SEPARATOR = '|'
export const CSV_CATEGORY_PATH_SEPARATOR = '/'
export const CSV_CATEGORY_NAME_SEPARATOR = ' > '
export const MAX_IMPORT_ROWS = 5000
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024

export interface CsvRowError {
  /** 1-based line of the file, header included (so the first product is line 2). */
  line: number
  /** A column of CATALOGUE_CSV_COLUMNS, `header` (the header row) or `row` (a record that could not be read). */
  field: string
  /** Worded in the caller's language. */
  message: string
}

/**
 * What `POST /catalogue/import` answers: 200 for a dry run (the default) or a written file; 422 with this report as
 * `data` when an apply is refused because a row has an error (nothing is written then, and created/updated are 0).
 */
export interface CatalogueImportReport {
  dryRun: boolean
  rows: number
  created: number
  updated: number
  errors: CsvRowError[]
}
