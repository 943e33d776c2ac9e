import { Skeleton, SkeletonBlock } from '@shop/ui'
import cardStyles from './category-card.module.css'
import styles from './category-grid.module.css'
import skeletonStyles from './category-grid-skeleton.module.css'

/** Category tiles' placeholder: the grid's columns and each tile's image box, name and note lines. */
export function CategoryGridSkeleton({ count }: { count: number }) {
  return (
    <Skeleton>
      <div className={styles.grid} data-testid="category-grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={cardStyles.card}>
            <span className={cardStyles.media} />
            <span className={cardStyles.body}>
              <span className={skeletonStyles.name}>
                <SkeletonBlock />
              </span>
              <span className={skeletonStyles.note}>
                <SkeletonBlock />
              </span>
            </span>
          </div>
        ))}
      </div>
    </Skeleton>
  )
}
