import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { useCategoryTree } from '../api/list-category-options'
import { type CategoryOption, flattenCategories } from '../lib/category-options'

/** The category tree flattened for selects, named in the screen's language; with the query for its states. */
export function useCategoryOptions() {
  const language = useAtomValue(languageAtom)
  const query = useCategoryTree()
  const options = useMemo<CategoryOption[]>(
    () => (query.data ? flattenCategories(query.data, language) : []),
    [query.data, language],
  )
  return { query, options }
}
