import { UPLOAD_TIMEOUT } from '@shop/api-client'
import type { CatalogueTranslationReport, CatalogueTranslationRequest } from '@shop/domain'
import { adminRequest } from '../../../lib/admin-request'

/**
 * One batch of POST /translate/catalogue, carrying on after `cursor` (the previous batch's answer). A batch waits on
 * the translation service several times, so it gets the long (upload) time-out rather than the 10 s of a plain call.
 */
export function translateCatalogueBatch(cursor: string | null, signal?: AbortSignal) {
  const body: CatalogueTranslationRequest = cursor ? { cursor } : {}
  return adminRequest<CatalogueTranslationReport>('POST', '/translate/catalogue', {
    body,
    timeoutMs: UPLOAD_TIMEOUT.single,
    signal,
  })
}
