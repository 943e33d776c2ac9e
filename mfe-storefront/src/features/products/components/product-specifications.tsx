import { type Language, type ProductSpecification, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import styles from './product-detail.module.css'

/** The specifications list (key and value per language). */
export function ProductSpecifications({
  specifications,
  language,
}: {
  specifications: readonly ProductSpecification[]
  language: Language
}) {
  const t = useT()
  const rows = specifications
    .map((spec) => ({ key: readLocalized(spec.key, language), value: readLocalized(spec.value, language) }))
    .filter((row) => row.key && row.value)
  if (rows.length === 0) return null
  return (
    <section className={styles.block} aria-labelledby="product-specifications">
      <h2 id="product-specifications" className={styles.blockTitle}>
        {t('product_detail.specifications')}
      </h2>
      <dl className={styles.specs}>
        {rows.map((row, index) => (
          <div key={`${row.key}-${index}`} className={styles.specRow}>
            <dt>{row.key}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
