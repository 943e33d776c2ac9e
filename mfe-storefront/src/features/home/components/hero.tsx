import { usePublicSettings } from '@shop/api-client'
import { readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { ButtonLink, Container, heroVariables, useSiteName } from '@shop/ui'
import { useAtomValue } from 'jotai'
import type { CSSProperties } from 'react'
import styles from './hero.module.css'

/** The home hero: site name and description, styled from settings `ui.hero`. */
export function Hero() {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const { settings } = usePublicSettings()
  const siteName = useSiteName()
  const description = readLocalized(settings.siteDescription, language)
  return (
    <section
      className={styles.hero}
      style={heroVariables(settings.ui.hero) as CSSProperties}
      aria-labelledby="home-hero"
      data-testid="hero"
    >
      <Container className={styles.inner}>
        <h1 id="home-hero" className={styles.title}>
          {siteName}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.actions}>
          <ButtonLink to="/products">{t('home.hero_cta_products')}</ButtonLink>
          <ButtonLink to="/categories" variant="secondary" className={styles.secondary}>
            {t('home.hero_cta_categories')}
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}
