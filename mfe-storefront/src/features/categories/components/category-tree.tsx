import { type CategoryNode, type Language, readLocalized, resolveMediaUrl, thumbnailUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import styles from './category-tree.module.css'

/** The categories page's tree: a section per top-level category, its subcategories listed beneath as links. */
export function CategoryTree({ roots }: { roots: readonly CategoryNode[] }) {
  const language = useAtomValue(languageAtom)
  return (
    <div className={styles.tree} data-testid="category-tree">
      {roots.map((root) => (
        <RootSection key={root._id} root={root} language={language} />
      ))}
    </div>
  )
}

function RootSection({ root, language }: { root: CategoryNode; language: Language }) {
  const t = useT()
  const headingId = useId()
  const name = readLocalized(root.name, language)
  const image = thumbnailUrl(resolveMediaUrl(root.image))
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid="category-group">
      <div className={styles.groupHeader}>
        <span className={styles.media} aria-hidden="true">
          {image ? (
            <img src={image} alt="" width={56} height={56} loading="lazy" decoding="async" />
          ) : (
            name.slice(0, 1)
          )}
        </span>
        <div className={styles.groupTitle}>
          <h2 id={headingId} className={styles.heading}>
            <Link to={`/category/${root.slug}`}>{name}</Link>
          </h2>
          <p className={styles.note}>
            {t('home.products_count', { count: root.productCount })}
            {root.subcategories.length > 0 &&
              ` · ${t('categories.subcategory_count', { count: root.subcategories.length })}`}
          </p>
        </div>
      </div>
      {root.subcategories.length > 0 && <SubcategoryList nodes={root.subcategories} language={language} />}
    </section>
  )
}

function SubcategoryList({ nodes, language }: { nodes: readonly CategoryNode[]; language: Language }) {
  const t = useT()
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node._id}>
          <span className={styles.row}>
            <Link to={`/category/${node.slug}`} className={styles.link}>
              {readLocalized(node.name, language)}
            </Link>
            <span className={styles.count}>{t('home.products_count', { count: node.productCount })}</span>
          </span>
          {node.subcategories.length > 0 && (
            <SubcategoryList nodes={node.subcategories} language={language} />
          )}
        </li>
      ))}
    </ul>
  )
}
