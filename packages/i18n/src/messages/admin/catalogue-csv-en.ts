import type { adminCatalogueCsvTr } from './catalogue-csv-tr'

export const adminCatalogueCsvEn: Record<keyof typeof adminCatalogueCsvTr, string> = {
  'admin.csv.file_required': 'Send a CSV file (a text/csv body or a file field)',
  'admin.csv.too_large': 'The file is too large (at most {max} MB)',
  'admin.csv.too_many_rows': 'At most {max} product rows can be imported at once',
  'admin.csv.header_missing': 'The file has no header row',
  'admin.csv.header_invalid':
    'The header row does not match the expected columns (missing: {missing}; extra: {unknown})',
  'admin.csv.column_count': 'The row should have {expected} columns but has {actual}',
  'admin.csv.unreadable_row': 'The row could not be read; check its quotation marks',
  'admin.csv.duplicate_sku': 'This SKU is also on line {line} of the file',
  'admin.csv.duplicate_slug': 'This address (slug) is also on line {line} of the file',
  'admin.csv.boolean_invalid': 'Must be true or false',
  'admin.csv.specifications_invalid': 'Specifications must be a valid JSON array',
  'admin.csv.value_invalid': 'Invalid value',
  'admin.csv.category_path_invalid':
    'The category path must be slugs from the root separated by / (e.g. endodonti/egeler)',
  'admin.csv.category_parent_mismatch': 'Category “{slug}” sits under another parent category',
  'admin.csv.category_name_required': 'The new category “{slug}” needs a Turkish name (category_names_tr)',
  'admin.csv.import_refused': 'Nothing was imported: the file has errors ({count})',
} as const
