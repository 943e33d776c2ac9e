import { UPLOAD_TIMEOUT } from '@shop/api-client'
import type { UploadedFile } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { appendImage, prepareImage } from '../../../lib/image-copies'

/** POST /upload/single into the categories folder; answers the stored file (its url is a /media/… path). */
export async function uploadCategoryImage(file: File): Promise<UploadedFile> {
  const form = new FormData()
  appendImage(form, 'file', await prepareImage(file), 0)
  form.append('folder', 'categories')
  return adminRequest<UploadedFile>('POST', '/upload/single', {
    body: form,
    timeoutMs: UPLOAD_TIMEOUT.single,
  })
}

export function useUploadCategoryImage() {
  return useMutation({ mutationFn: uploadCategoryImage })
}
