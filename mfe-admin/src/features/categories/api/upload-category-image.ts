import { UPLOAD_TIMEOUT } from '@shop/api-client'
import type { UploadedFile } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { resizeImage } from '../../../lib/resize-image'

/** POST /upload/single into the categories folder; answers the stored file (its url is a /media/… path). */
export async function uploadCategoryImage(file: File): Promise<UploadedFile> {
  const form = new FormData()
  form.append('file', await resizeImage(file))
  form.append('folder', 'categories')
  return adminRequest<UploadedFile>('POST', '/upload/single', {
    body: form,
    timeoutMs: UPLOAD_TIMEOUT.single,
  })
}

export function useUploadCategoryImage() {
  return useMutation({ mutationFn: uploadCategoryImage })
}
