import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { categoryNames } from '../lib/category-names'
import { categoryTreeQuery } from '../lib/category-tree-query'

/**
 * A category's name by its id in the admin's language (the other language when that one is empty), from the admin
 * tree, read only when `needed`; undefined while the tree loads, when it failed, or when the category is gone.
 */
export function useCategoryName(needed: boolean): (id: string) => string | undefined {
  const intl = useIntl()
  const tree = useQuery({ ...categoryTreeQuery(), enabled: needed })
  const names = useMemo(
    () => categoryNames(tree.data ?? [], intl.locale.slice(0, 2)),
    [tree.data, intl.locale],
  )
  return useCallback((id) => names.get(id), [names])
}
