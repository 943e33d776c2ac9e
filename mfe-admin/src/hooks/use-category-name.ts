import type { AdminCategoryNode } from '@shop/domain'
import { languageAtom } from '@shop/state'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useCallback, useMemo } from 'react'
import { categoryNameIn, categoryNames } from '../lib/category-names'
import { categoryTreeQuery } from '../lib/category-tree-query'

/**
 * A category's name by its id in the admin's language (the other language when that one is empty), from the admin
 * tree, read only when `needed`; undefined while the tree loads, when it failed, or when the category is gone.
 */
export function useCategoryName(needed: boolean): (id: string) => string | undefined {
  const language = useAtomValue(languageAtom)
  const tree = useQuery({ ...categoryTreeQuery(), enabled: needed })
  const names = useMemo(() => categoryNames(tree.data ?? [], language), [tree.data, language])
  return useCallback((id) => names.get(id), [names])
}

/** Names a category of the tree in the admin's language, as `categoryNameIn` does. */
export function useNameOfCategory(): (category: Pick<AdminCategoryNode, 'name' | 'slug'>) => string {
  const language = useAtomValue(languageAtom)
  return useCallback((category) => categoryNameIn(category, language), [language])
}
