import { UPLOAD_TIMEOUT } from '@shop/api-client'
import { useMutation } from '@tanstack/react-query'
import { fileNameFrom, saveFile } from '../lib/save-file'
import { rawRequest } from './raw-request'

/** GET /catalogue/export: the whole catalogue as CSV, saved through a Blob link. Large catalogues take a while. */
export async function exportCatalogue(): Promise<string> {
  const response = await rawRequest('GET', '/catalogue/export', {
    accept: 'text/csv',
    timeoutMs: UPLOAD_TIMEOUT.single,
  })
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'))
  saveFile(await response.blob(), fileName)
  return fileName
}

export function useExportCatalogue() {
  return useMutation({ mutationFn: exportCatalogue })
}
