import { useT } from '@shop/i18n'
import { useId } from 'react'
import { EntityHistory } from '../../../components/entity-history'
import { useProductHistory } from '../api/get-product-history'
import styles from './product-form.module.css'

/** Below the edit form: the product's history of changes by staff (who, when, each field before → after). */
export function ProductHistory({ id }: { id: string }) {
  const t = useT()
  const titleId = useId()
  const history = useProductHistory(id)
  return (
    <section className={`${styles.section} ${styles.history}`} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('admin.history.title')}
      </h3>
      <EntityHistory query={history} />
    </section>
  )
}
