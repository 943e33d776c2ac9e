import { useT } from '@shop/i18n'
import { Container, useSiteName } from '@shop/ui'
import styles from './fallback-bar.module.css'

/** The shell's own footer line, used when the storefront's footer cannot load. */
export function FallbackFooter() {
  const t = useT()
  const siteName = useSiteName()
  return (
    <footer className={styles.footer}>
      <Container>{t('footer.copyright', { year: new Date().getFullYear(), siteName })}</Container>
    </footer>
  )
}
