import { UPLOAD_TIMEOUT } from '@shop/api-client'
import type { UploadedFile } from '@shop/domain'
import { adminRequest } from '../../../lib/admin-request'

/** POST /upload/single into the videos folder: one video a request (each may be up to 100 MB). */
export async function uploadProductVideo(file: File): Promise<string> {
  const form = new FormData()
  form.append('file', file, file.name)
  form.append('folder', 'videos')
  const stored = await adminRequest<UploadedFile>('POST', '/upload/single', {
    body: form,
    timeoutMs: UPLOAD_TIMEOUT.single,
  })
  return stored.url
}
