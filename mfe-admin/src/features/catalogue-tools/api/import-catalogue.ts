import { ApiError, UPLOAD_TIMEOUT } from '@shop/api-client'
import type { CatalogueImportReport } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readImportReport } from '../lib/import-report'
import { rawRequest } from './raw-request'

export interface ImportCall {
  csv: string
  dryRun: boolean
}

/**
 * POST /catalogue/import?dryRun=…: the CSV text as the body. A dry run changes nothing and reports what an apply
 * would do; an apply the server refuses (rows with errors) answers 422 with the same report, shown like a dry run.
 */
export async function importCatalogue({ csv, dryRun }: ImportCall): Promise<CatalogueImportReport> {
  const response = await rawRequest('POST', '/catalogue/import', {
    query: { dryRun: String(dryRun) },
    body: csv,
    contentType: 'text/csv; charset=utf-8',
    accept: 'application/json',
    timeoutMs: UPLOAD_TIMEOUT.multiple,
    keepStatuses: [422],
  })
  const body: unknown = await response.json().catch(() => null)
  const report = readImportReport(body)
  if (report) return report
  const message = (body as { message?: unknown } | null)?.message
  throw new ApiError(response.status, typeof message === 'string' ? message : '')
}

/** After an apply every cached list may be out of date (products and the categories an import created). */
export function useImportCatalogue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: (report) => {
      if (!report.dryRun && report.errors.length === 0) void queryClient.invalidateQueries()
    },
  })
}
