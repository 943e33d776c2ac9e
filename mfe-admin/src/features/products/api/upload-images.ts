import { UPLOAD_TIMEOUT } from '@shop/api-client'
import type { UploadedFile } from '@shop/domain'
import { adminRequest } from '../../../lib/admin-request'
import { appendImage, type PreparedImage } from '../../../lib/image-copies'

/**
 * POST /upload/multiple into the products folder: every photo, with its copies, in one request; answers a stored
 * path per photo.
 */
export async function uploadProductImages(images: readonly PreparedImage[]): Promise<string[]> {
  const form = new FormData()
  for (const [index, image] of images.entries()) appendImage(form, 'files', image, index)
  form.append('folder', 'products')
  const { files: stored } = await adminRequest<{ files: UploadedFile[] }>('POST', '/upload/multiple', {
    body: form,
    timeoutMs: UPLOAD_TIMEOUT.multiple,
  })
  return stored.map((file) => file.url)
}
