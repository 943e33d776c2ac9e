import { languageAtom } from '@shop/state'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { categoryTreeQuery } from '../../../lib/category-tree-query'
import { type CategoryOption, flattenCategories } from '../lib/category-options'

/**
 * The category tree flattened for selects, named in the screen's language; with the query for its states. The
 * categories screen's own query, so a category written there is in the pickers at once, and the tree is read once.
 */
export function useCategoryOptions() {
  const language = useAtomValue(languageAtom)
  const query = useQuery(categoryTreeQuery())
  const options = useMemo<CategoryOption[]>(
    () => (query.data ? flattenCategories(query.data, language) : []),
    [query.data, language],
  )
  return { query, options }
}
