import cardStyles from './product-card.module.css'
import styles from './product-card-skeleton.module.css'
import { SkeletonBlock } from './skeleton'

function Lines({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <span key={index} className={styles.line}>
      <SkeletonBlock />
    </span>
  ))
}

/** A product card's placeholder: the card's frame, image box and spacing with grey lines for its texts. */
export function ProductCardSkeleton() {
  return (
    <div className={cardStyles.card}>
      <span className={cardStyles.media} />
      <div className={cardStyles.body}>
        <span className={styles.name}>
          <Lines count={2} />
        </span>
        <span className={styles.summary}>
          <Lines count={2} />
        </span>
        <span className={cardStyles.footer}>
          <span className={`${styles.line} ${styles.price}`}>
            <SkeletonBlock />
          </span>
          <SkeletonBlock className={styles.button} />
        </span>
      </div>
    </div>
  )
}
