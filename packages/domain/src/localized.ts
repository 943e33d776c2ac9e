import { FALLBACK_LANGUAGE, type Language } from './constants'

/** A text held per language, e.g. `{ tr: 'Dolgu', en: 'Filling' }`. */
export type LocalizedText = Partial<Record<Language, string>>

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
