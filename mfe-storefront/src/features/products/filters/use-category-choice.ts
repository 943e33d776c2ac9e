import { type ProductFacets, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useCategoryTree } from '../../categories/api/get-category-tree'
import type { CategoryChoice } from './category-filter'
import { type CategoryOption, listCategoryOptions, pathTo, subtreeCounts } from './category-options'
import { withChanges } from './filter-state'

/** Where the category options lead: the whole list picks `?category=`, a category page its subcategories' pages. */
export type CategoryScope = { kind: 'list' } | { kind: 'category'; id: string }

const href = (path: string, search: URLSearchParams) => {
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/**
 * The category options for a list. On a category page they stay within its subtree: the category itself and its
 * subcategories, each a link to that category's page with the other filters kept. Undefined until the tree loads.
 */
export function useCategoryChoice(
  scope: CategoryScope,
  search: URLSearchParams,
  facets: ProductFacets | undefined,
): CategoryChoice | undefined {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const tree = useCategoryTree()
  if (!tree.data) return undefined
  const counts = facets ? subtreeCounts(tree.data, facets.categories) : undefined
  if (scope.kind === 'list') {
    const selected = search.get('category') || undefined
    return {
      all: {
        label: t('filters.all_categories'),
        href: href('/products', withChanges(search, { category: undefined })),
        current: !selected,
        // Exact only with no category chosen (products outside every category count in the total, not in a facet).
        count: selected ? undefined : facets?.total,
      },
      options: listCategoryOptions(tree.data, selected, counts),
      hrefFor: (option: CategoryOption) =>
        href('/products', withChanges(search, { category: option.node.slug })),
      countsAreLowerBounds: facets?.countsAreLowerBounds,
    }
  }
  const node = pathTo(tree.data, scope.id).at(-1)
  if (!node) return undefined
  const rest = withChanges(search, {})
  return {
    all: {
      label: t('filters.whole_category', { name: readLocalized(node.name, language) }),
      href: href(`/category/${node.slug}`, rest),
      current: true,
      count: counts?.get(node._id),
    },
    options: node.subcategories.map((child) => ({
      node: child,
      depth: 1,
      count: counts?.get(child._id),
      current: false,
    })),
    hrefFor: (option: CategoryOption) => href(`/category/${option.node.slug}`, rest),
    countsAreLowerBounds: facets?.countsAreLowerBounds,
  }
}
