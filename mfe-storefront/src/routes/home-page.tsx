import { useT } from '@shop/i18n'
import { Container, usePageMeta } from '@shop/ui'
import { SectionHeading } from '../components/section-heading'
import { RootCategories } from '../features/categories/components/root-categories'
import { Hero } from '../features/home/components/hero'
import { ProductSection } from '../features/products/components/product-section'
import styles from './home-page.module.css'

/** Home: hero, featured / discounted / new products (8 each) and up to 12 categories. */
export function HomePage() {
  const t = useT()
  // The home title and description come from the SEO settings (no page title of its own).
  usePageMeta(null)
  return (
    <>
      <Hero />
      <Container className={styles.page}>
        <ProductSection
          section="featured"
          title={t('home.featured_title')}
          allHref="/products?featured=true"
          first
        />
        <ProductSection
          section="discounted"
          title={t('home.discounted_title')}
          allHref="/products?sale=true"
        />
        <ProductSection
          section="new"
          title={t('home.new_title')}
          allHref="/products?sort=createdAt&order=desc"
        />
        <section className={styles.categories} aria-labelledby="home-categories">
          <SectionHeading
            id="home-categories"
            title={t('home.categories_title')}
            allHref="/categories"
            allLabel={t('header.all_categories')}
          />
          <RootCategories />
        </section>
      </Container>
    </>
  )
}
