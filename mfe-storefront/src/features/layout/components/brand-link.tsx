import { usePublicSettings } from '@shop/api-client'
import { HEADER_LOGO_HEIGHT, headerLogoOf } from '@shop/domain'
import { useSiteName } from '@shop/ui'
import { Link } from 'react-router-dom'
import styles from './site-header.module.css'

/**
 * The logo from settings (the header logo first), or the site name when there is none. The logo's attributes hold its
 * height from the first paint (CSS caps it there), and a square guess for its width until the file says otherwise.
 */
export function BrandLink() {
  const { settings } = usePublicSettings()
  const siteName = useSiteName()
  const logo = headerLogoOf(settings)
  return (
    <Link to="/" className={styles.brand}>
      {logo ? (
        <img
          className={styles.logo}
          src={logo}
          alt={siteName}
          width={HEADER_LOGO_HEIGHT}
          height={HEADER_LOGO_HEIGHT}
        />
      ) : (
        siteName
      )}
    </Link>
  )
}
