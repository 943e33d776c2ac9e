import type { CategoryDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { CategoryCard } from './category-card'
import styles from './category-grid.module.css'

/** Category tiles; each notes how many products it holds when the API says so. */
export function CategoryGrid({ categories }: { categories: readonly CategoryDto[] }) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category._id}>
          <CategoryCard
            category={category}
            language={language}
            note={t('home.products_count', { count: category.productCount })}
          />
        </li>
      ))}
    </ul>
  )
}
