import { UPLOAD_TIMEOUT } from '@shop/api-client'
import { adminRequest } from '../../../lib/admin-request'

/** What one batch of POST /translate/catalogue answers; `cursor` is where the next batch starts. */
export interface TranslationBatch {
  processed: number
  translated: number
  failed: number
  remaining: number
  cursor: string | null
  done: boolean
}

/**
 * One batch of the catalogue's missing English texts. A batch waits on the translation service several times, so it
 * gets the long (upload) time-out rather than the 10 s of an ordinary call.
 */
export function translateCatalogueBatch(cursor: string | null, signal?: AbortSignal) {
  return adminRequest<TranslationBatch>('POST', '/translate/catalogue', {
    body: cursor ? { cursor } : {},
    timeoutMs: UPLOAD_TIMEOUT.single,
    signal,
  })
}
