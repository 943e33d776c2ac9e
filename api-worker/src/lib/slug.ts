const TRANSLITERATION: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' }

/**
 * A URL slug from a Turkish text (admin.md §5): Turkish letters transliterated, other accents dropped, every run of
 * other characters one hyphen; the result is lower-case letters, digits and single hyphens.
 */
export function slugify(text: string): string {
  return text
    .replace(/I/g, 'ı')
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/[çğıöşü]/g, (char) => TRANSLITERATION[char] ?? char)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
