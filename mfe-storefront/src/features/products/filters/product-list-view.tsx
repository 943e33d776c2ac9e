import type { Pagination as PaginationInfo } from '@shop/domain'
import { useT } from '@shop/i18n'
import { ErrorPanel, Pagination } from '@shop/ui'
import { type ReactNode, useRef, useState } from 'react'
import { useProductList } from '../api/list-products'
import { PastLastPage } from '../components/past-last-page'
import { ProductGrid } from '../components/product-grid'
import { ProductGridSkeleton } from '../components/product-grid-skeleton'
import { listParamsFrom, withPage } from '../lib/list-params'
import { FilterDrawer } from './filter-drawer'
import {
  activeFilterCount,
  clearedFilters,
  sortChoiceOf,
  withChanges,
  withFlag,
  withSort,
} from './filter-state'
import styles from './filters.module.css'
import { ProductFilters } from './product-filters'
import { SortSelect } from './sort-select'
import { type CategoryScope, useCategoryChoice } from './use-category-choice'
import { useListSearch } from './use-list-search'
import { useProductFacets } from './use-product-facets'
import { useResultsFocus } from './use-results-focus'
import { useWideLayout } from './use-wide-layout'

/**
 * The last page of a search ranked by relevance that has more matches than it ranks (the API ranks the newest 1,000):
 * there is no next page, though the count says "1.000+".
 */
const endsRankedMatches = (pagination: PaginationInfo | undefined) =>
  pagination?.totalIsLowerBound === true && pagination.page >= pagination.pages

/** Placeholder cards while a page of results loads: two rows at the widest default layout. */
const LOADING_CARDS = 8

interface ProductListViewProps {
  title: string
  headingLevel: 1 | 2
  /** The page the list is on (page links and the filters keep to it). */
  path: string
  scope: CategoryScope
  /** Shown when nothing matches at all. */
  empty: ReactNode
}

/**
 * A product list with its controls: sort, filters (a sidebar when wide, a drawer on a phone), count, grid and page
 * links. Every control lives in the query string, so links, reloads and back/forward restore it.
 */
export function ProductListView({ title, headingLevel, path, scope, empty }: ProductListViewProps) {
  const t = useT()
  const [search, changeSearch] = useListSearch()
  const wide = useWideLayout()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useResultsFocus(heading, drawerOpen)

  const fromUrl = listParamsFrom(search)
  const params = scope.kind === 'category' ? { ...fromUrl, category: scope.id } : fromUrl
  const list = useProductList(params)
  const facets = useProductFacets(params)
  const categories = useCategoryChoice(scope, search, facets.data)
  const total = list.data?.pagination?.total ?? list.data?.products.length
  const activeCount = activeFilterCount(params, scope.kind === 'list')
  const canClear = clearedFilters(search).toString() !== search.toString()

  const filters = (
    <ProductFilters
      minPrice={params.minPrice}
      maxPrice={params.maxPrice}
      inStock={params.inStock === true}
      sale={params.sale === true}
      featured={params.featured === true}
      categories={categories}
      facets={facets.data}
      canClear={canClear}
      onPrice={(range) => changeSearch((current) => withChanges(current, range))}
      onFlag={(key, on) => changeSearch((current) => withFlag(current, key, on))}
      onClear={() => changeSearch(clearedFilters)}
    />
  )
  const Heading = headingLevel === 1 ? 'h1' : 'h2'

  return (
    <section className={styles.view} aria-labelledby="product-results">
      <div className={styles.head}>
        <Heading id="product-results" ref={heading} tabIndex={-1} className={styles.heading}>
          {title}
        </Heading>
        {list.isSuccess && (
          <p className={styles.total} data-testid="product-count" aria-live="polite">
            {list.data?.pagination?.totalIsLowerBound
              ? t('catalog.count_at_least', { count: total ?? 0 })
              : t('catalog.count', { count: total ?? 0 })}
          </p>
        )}
      </div>
      <div className={styles.layout}>
        {wide && <div className={styles.sidebar}>{filters}</div>}
        <div className={styles.results}>
          <div className={styles.toolbar}>
            {!wide && (
              <FilterDrawer
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                activeCount={activeCount}
                total={total}
                totalIsLowerBound={list.data?.pagination?.totalIsLowerBound === true}
              >
                {filters}
              </FilterDrawer>
            )}
            <SortSelect
              key={sortChoiceOf(params)}
              value={sortChoiceOf(params)}
              searching={Boolean(params.q)}
              onChange={(choice) => changeSearch((current) => withSort(current, choice))}
            />
          </div>
          {list.isPending && <ProductGridSkeleton count={LOADING_CARDS} />}
          {list.isError && (
            <ErrorPanel
              title={t('product.list_error')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          )}
          {list.isSuccess &&
            (list.data.products.length === 0 && (total ?? 0) > 0 && list.data.pagination ? (
              <PastLastPage
                lastPage={list.data.pagination.pages}
                lastPageHref={withPage(search, list.data.pagination.pages, path)}
              />
            ) : list.data.products.length === 0 ? (
              empty
            ) : (
              <>
                <ProductGrid
                  products={list.data.products}
                  cardHeadingLevel={headingLevel === 1 ? 2 : 3}
                  first
                />
                {list.data.pagination && (
                  <Pagination
                    page={list.data.pagination.page}
                    pages={list.data.pagination.pages}
                    hrefFor={(page) => withPage(search, page, path)}
                    scrollToTopOnChange={false}
                  />
                )}
                {sortChoiceOf(params) === 'relevance' && endsRankedMatches(list.data.pagination) && (
                  <p className={styles.rankedEnd}>{t('catalog.ranked_end', { count: total ?? 0 })}</p>
                )}
              </>
            ))}
        </div>
      </div>
    </section>
  )
}
