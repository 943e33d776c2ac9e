import type { CategoryDto } from '@shop/domain'
import { searchDocument, searchTerms } from '@shop/domain'

/**
 * Client-side search over name and description in every language: a category matches when each word of the text
 * appears, folded the Turkish way ('IMPLANT' finds 'İmplantoloji'). An empty text keeps them all.
 */
export function filterCategories<T extends Pick<CategoryDto, 'name' | 'description'>>(
  categories: readonly T[],
  text: string,
): T[] {
  const terms = searchTerms(text)
  if (terms.length === 0) return [...categories]
  return categories.filter((category) => {
    const document = searchDocument(category.name, category.description)
    return terms.every((term) => document.includes(term))
  })
}
