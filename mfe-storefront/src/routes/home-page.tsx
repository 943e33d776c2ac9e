import { useT } from '@shop/i18n'
import { Container } from '@shop/ui'
import { LatestProducts } from '../features/products/components/latest-products'
import styles from './home-page.module.css'

export function HomePage() {
  const t = useT()
  return (
    <Container className={styles.page}>
      <div className={styles.heading}>
        <h1 id="home-products" className={styles.title}>
          {t('home.products_title')}
        </h1>
      </div>
      <LatestProducts headingId="home-products" />
    </Container>
  )
}
