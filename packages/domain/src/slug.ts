import { foldTurkish } from './text'

/**
 * A URL slug from a Turkish text (admin.md §5): Turkish letters transliterated, other accents dropped, every run of
 * other characters one hyphen; the result is lower-case letters, digits and single hyphens.
 */
export function slugify(text: string): string {
  return foldTurkish(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
