import { UPLOAD_TIMEOUT } from '@shop/api-client'
import type { UploadedFile } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { appendImage, prepareImage } from '../../../lib/image-copies'

/**
 * POST /upload/single into the general folder (pages have none of their own); the photo is made smaller in
 * the browser first. Answers the stored file, whose url is a /media/… path the page sanitiser accepts.
 */
export async function uploadPageImage(file: File): Promise<UploadedFile> {
  const form = new FormData()
  appendImage(form, 'file', await prepareImage(file), 0)
  form.append('folder', 'general')
  return adminRequest<UploadedFile>('POST', '/upload/single', {
    body: form,
    timeoutMs: UPLOAD_TIMEOUT.single,
  })
}

export function useUploadPageImage() {
  return useMutation({ mutationFn: uploadPageImage })
}
