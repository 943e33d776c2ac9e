import { z } from 'zod'

export const TRANSLATION_CONTEXTS = ['product', 'category', 'general', 'description', 'seo'] as const
export const TRANSLATION_TYPES = ['name', 'description', 'meta'] as const
/** admin.md §4, §9: translate after 600 ms of pause when the English text is missing or under 5 characters. */
export const TRANSLATION_DEBOUNCE_MS = 600
export const ENGLISH_MISSING_BELOW = 5
export const MAX_TRANSLATION_TEXT = 5000

export const translateRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'admin.translate.text_required')
    .max(MAX_TRANSLATION_TEXT, 'validation.too_long'),
  context: z.enum(TRANSLATION_CONTEXTS).default('general'),
  type: z.enum(TRANSLATION_TYPES).default('name'),
})
export type TranslateRequest = z.input<typeof translateRequestSchema>

export interface TranslateAnswer {
  translatedText: string
  provider: string
}

/** An English text counts as missing when it is empty or shorter than 5 characters. */
export function isEnglishMissing(text: string | null | undefined): boolean {
  return (text ?? '').trim().length < ENGLISH_MISSING_BELOW
}

/** Which translator answers: Gemini when enabled with a key, else Workers AI when configured, else none. */
export type TranslationProviderName = 'gemini' | 'workers-ai'

/** GET /translate/status: the settings card's health line (the key itself is never sent). */
export interface TranslationStatus {
  enabled: boolean
  provider: TranslationProviderName | null
  model: string
  hasApiKey: boolean
}

export const CATALOGUE_TRANSLATION_BATCH_MAX = 25
export const CATALOGUE_TRANSLATION_BATCH_DEFAULT = 5

/** POST /translate/catalogue: one batch of the bulk job, resumed from the cursor the previous batch answered. */
export const catalogueTranslationRequestSchema = z.object({
  cursor: z
    .string()
    .trim()
    .regex(/^[cp]:[\w-]{1,64}$/, 'admin.translate.cursor_invalid')
    .optional(),
  batchSize: z
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_TRANSLATION_BATCH_MAX)
    .default(CATALOGUE_TRANSLATION_BATCH_DEFAULT),
})
export type CatalogueTranslationRequest = z.input<typeof catalogueTranslationRequestSchema>

/**
 * One batch's progress. `processed` items were looked at, `translated` got every missing English text, `failed` had
 * a translation fail (left for a later run); `remaining` items still lack English after `cursor`; `done` when none.
 */
export interface CatalogueTranslationReport {
  processed: number
  translated: number
  failed: number
  remaining: number
  cursor: string | null
  done: boolean
}
