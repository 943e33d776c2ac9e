import type { adminPagesMediaTr } from './pages-media-tr'

/** The page editor's images and tables: toolbar buttons and the image dialog. English. */
export const adminPagesMediaEn: Record<keyof typeof adminPagesMediaTr, string> = {
  'admin.pages.image': 'Add an image',
  'admin.pages.image_dialog_title': 'Add an image',
  'admin.pages.image_dialog_title_edit': 'Edit the image',
  'admin.pages.image_upload': 'Upload an image',
  'admin.pages.image_uploading': 'Uploading the image…',
  'admin.pages.image_uploaded': 'Image uploaded',
  'admin.pages.image_upload_failed': 'Image could not be uploaded',
  'admin.pages.image_url': 'Image address',
  'admin.pages.image_url_hint': 'Upload a file or type an address starting with https://.',
  'admin.pages.image_url_invalid':
    'This address cannot be used: it must start with https:// or be an uploaded image',
  'admin.pages.image_alt': 'Alternative text',
  'admin.pages.image_alt_hint': 'Say briefly what the image shows, for those who cannot see it.',
  'admin.pages.image_alt_required': 'Alternative text is required',
  'admin.pages.image_preview': 'Preview of the chosen image',
  'admin.pages.image_insert': 'Insert',
  'admin.pages.image_update': 'Update',
  'admin.pages.table_insert': 'Insert a table (3×3 with a header row)',
  'admin.pages.table_row_add': 'Add a row below',
  'admin.pages.table_row_delete': 'Delete the row',
  'admin.pages.table_column_add': 'Add a column to the right',
  'admin.pages.table_column_delete': 'Delete the column',
  'admin.pages.table_delete': 'Delete the table',
} as const
