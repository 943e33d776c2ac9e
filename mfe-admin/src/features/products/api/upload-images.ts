import { UPLOAD_TIMEOUT } from '@shop/api-client'
import type { UploadedFile } from '@shop/domain'
import { adminRequest } from '../../../lib/admin-request'

/** POST /upload/multiple into the products folder: every file in one request; answers a stored path per file. */
export async function uploadProductImages(files: readonly File[]): Promise<string[]> {
  const form = new FormData()
  for (const file of files) form.append('files', file, file.name)
  form.append('folder', 'products')
  const { files: stored } = await adminRequest<{ files: UploadedFile[] }>('POST', '/upload/multiple', {
    body: form,
    timeoutMs: UPLOAD_TIMEOUT.multiple,
  })
  return stored.map((file) => file.url)
}
