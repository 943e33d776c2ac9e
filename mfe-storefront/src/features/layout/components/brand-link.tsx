import { usePublicSettings } from '@shop/api-client'
import { headerLogoOf } from '@shop/domain'
import { useSiteName } from '@shop/ui'
import { Link } from 'react-router-dom'
import styles from './site-header.module.css'

/**
 * The logo's drawn height (CSS caps it there). Logos are uploaded in any shape; the attributes hold its height from the
 * first paint, and a square guess for its width until the file says otherwise.
 */
const LOGO_HEIGHT = 44

/** The logo from settings (the header logo first), or the site name when there is none. */
export function BrandLink() {
  const { settings } = usePublicSettings()
  const siteName = useSiteName()
  const logo = headerLogoOf(settings)
  return (
    <Link to="/" className={styles.brand}>
      {logo ? (
        <img className={styles.logo} src={logo} alt={siteName} width={LOGO_HEIGHT} height={LOGO_HEIGHT} />
      ) : (
        siteName
      )}
    </Link>
  )
}
