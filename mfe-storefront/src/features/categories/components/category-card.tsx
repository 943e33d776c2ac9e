import {
  CATEGORY_CARD_IMAGE_SIZES,
  type CategoryDto,
  imageSrcSet,
  type Language,
  readLocalized,
  resolveMediaUrl,
} from '@shop/domain'
import { Link } from 'react-router-dom'
import styles from './category-card.module.css'

/** A category tile linking to /category/{slug}: image, name and an optional line under it. */
export function CategoryCard({
  category,
  language,
  note,
}: {
  category: CategoryDto
  language: Language
  note?: string
}) {
  const image = resolveMediaUrl(category.image)
  const name = readLocalized(category.name, language)
  return (
    <Link to={`/category/${category.slug}`} className={styles.card} data-testid="category-card">
      <span className={styles.media}>
        {image ? (
          <img
            src={image}
            srcSet={imageSrcSet(image)}
            sizes={CATEGORY_CARD_IMAGE_SIZES}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{name}</span>
        {note && <span className={styles.note}>{note}</span>}
      </span>
    </Link>
  )
}
