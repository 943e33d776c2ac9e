import { z } from 'zod'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './constants'

/** A text held per language, e.g. `{ tr: 'Dolgu', en: 'Filling' }`. */
export type LocalizedText = Partial<Record<Language, string>>

export const localizedTextSchema = z.object(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().trim().optional()])) as Record<
    Language,
    z.ZodOptional<z.ZodString>
  >,
)

/**
 * Reads a per-language text the way the whole product does: the asked language, then Turkish, then English,
 * then the first non-empty value; an empty string when nothing is set.
 */
export function readLocalized(
  text: LocalizedText | null | undefined,
  language: Language = FALLBACK_LANGUAGE,
): string {
  if (!text) return ''
  const candidates = [text[language], text.tr, text.en, ...Object.values(text)]
  return candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? ''
}
