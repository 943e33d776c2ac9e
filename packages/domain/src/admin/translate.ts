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
