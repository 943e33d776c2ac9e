import { PAGE_SIZE, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { Link, useLocation } from 'react-router-dom'
import { useCategoryTree } from '../api/get-category-tree'
import styles from './category-menu.module.css'

/**
 * The first 8 root categories, then 'all categories' (marked current on /categories) and, when there are more
 * roots, a 'more' link.
 */
export function CategoryLinks({ className }: { className?: string }) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const { data: roots = [] } = useCategoryTree()
  const onCategoriesPage = useLocation().pathname === '/categories'
  const shown = roots.slice(0, PAGE_SIZE.headerCategories)
  const hidden = roots.length - shown.length
  return (
    <ul className={[styles.links, className].filter(Boolean).join(' ')} data-testid="category-links">
      {shown.map((category) => (
        <li key={category._id}>
          <Link to={`/category/${category.slug}`}>{readLocalized(category.name, language)}</Link>
        </li>
      ))}
      <li className={styles.all}>
        <Link to="/categories" aria-current={onCategoriesPage ? 'page' : undefined}>
          {t('header.all_categories')}
        </Link>
      </li>
      {hidden > 0 && (
        <li>
          <Link to="/categories">{t('header.more_categories', { count: hidden })}</Link>
        </li>
      )}
    </ul>
  )
}
