import { usePublicSettings } from '@shop/api-client'
import { headerLogoOf } from '@shop/domain'
import { Container, LanguageSelect, useSiteName } from '@shop/ui'
import styles from './maintenance.module.css'

/**
 * The shell's own header while the shop is closed: the logo (the header logo first) or the site name, and the
 * language choice so a shopper can read the notice in their language. Nothing here comes from a remote.
 */
export function MaintenanceHeader() {
  const { settings } = usePublicSettings()
  const siteName = useSiteName()
  const logo = headerLogoOf(settings)
  return (
    <header className={styles.header}>
      <Container className={styles.headerInner}>
        {logo ? (
          <img className={styles.logo} src={logo} alt={siteName} />
        ) : (
          <span className={styles.brand}>{siteName}</span>
        )}
        <LanguageSelect className={styles.language} selectClassName={styles.select} />
      </Container>
    </header>
  )
}
