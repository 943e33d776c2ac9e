import type { CatalogueTranslationReport } from '@shop/domain'

/** Where the bulk translation stands, kept in sessionStorage so a reload carries on from the same cursor. */
export interface TranslationProgress {
  cursor: string | null
  processed: number
  translated: number
  failed: number
  /** Unknown until the first batch answers. */
  remaining: number | null
  done: boolean
  /** It was running when saved: a reload resumes by itself, a pause stays paused. */
  running: boolean
}

export const STORAGE_KEY = 'admin.catalogue-translation'

export const NOT_STARTED: TranslationProgress = {
  cursor: null,
  processed: 0,
  translated: 0,
  failed: 0,
  remaining: null,
  done: false,
  running: false,
}

const count = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

export function loadProgress(storage: Storage | undefined = globalThis.sessionStorage): TranslationProgress {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null')
    if (typeof saved !== 'object' || saved === null) return NOT_STARTED
    const value = saved as Record<string, unknown>
    const cursor = typeof value.cursor === 'string' ? value.cursor : null
    const remaining = count(value.remaining) ? value.remaining : null
    if (!count(value.processed) || !count(value.translated) || !count(value.failed)) return NOT_STARTED
    return {
      cursor,
      processed: value.processed,
      translated: value.translated,
      failed: value.failed,
      remaining,
      done: value.done === true,
      running: value.running === true,
    }
  } catch {
    return NOT_STARTED
  }
}

export function saveProgress(
  progress: TranslationProgress,
  storage: Storage | undefined = globalThis.sessionStorage,
) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(progress))
  } catch {
    // Storage full or blocked: the run goes on, only a reload would start over.
  }
}

/** The totals after one more batch. */
export function afterBatch(
  progress: TranslationProgress,
  batch: CatalogueTranslationReport,
): TranslationProgress {
  return {
    cursor: batch.cursor,
    processed: progress.processed + batch.processed,
    translated: progress.translated + batch.translated,
    failed: progress.failed + batch.failed,
    remaining: batch.remaining,
    done: batch.done,
    running: progress.running && !batch.done,
  }
}
