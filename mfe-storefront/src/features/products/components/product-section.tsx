import { PAGE_SIZE } from '@shop/domain'
import { useT } from '@shop/i18n'
import { EmptyState, ErrorPanel } from '@shop/ui'
import { SectionHeading } from '../../../components/section-heading'
import { useProductSection } from '../api/list-product-section'
import type { ProductSection as Section } from '../api/product-keys'
import { ProductGrid } from './product-grid'
import { ProductGridSkeleton } from './product-grid-skeleton'
import styles from './product-section.module.css'

interface ProductSectionProps {
  section: Section
  title: string
  /** Where the 'all' link goes. */
  allHref: string
  /** The page's first grid: its first row's images are fetched first. */
  first?: boolean
}

/** A home section: up to 8 products of one kind, with its 'all' link. */
export function ProductSection({ section, title, allHref, first = false }: ProductSectionProps) {
  const t = useT()
  const query = useProductSection(section)
  const headingId = `home-${section}`
  return (
    <section
      className={first ? styles.section : `${styles.section} ${styles.later}`}
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      data-testid={`section-${section}`}
    >
      <SectionHeading
        id={headingId}
        title={title}
        allHref={allHref}
        allLabel={t('home.see_all')}
        allAriaLabel={t('home.see_all_named', { section: title })}
      />
      {query.isPending && <ProductGridSkeleton count={PAGE_SIZE.homeSection} />}
      {query.isError && (
        <ErrorPanel
          title={t('product.list_error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess &&
        (query.data.length === 0 ? (
          <EmptyState title={t('home.section_empty')} />
        ) : (
          <ProductGrid products={query.data} first={first} />
        ))}
    </section>
  )
}
