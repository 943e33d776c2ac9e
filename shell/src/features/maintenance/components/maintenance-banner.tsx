import { canOpenAdminSection } from '@shop/domain'
import { useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { Container } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import styles from './maintenance-banner.module.css'

const SETTINGS_PATH = '/admin/settings'

/** Tells signed-in staff that shoppers see the maintenance page; admins get a link to the switch. */
export function MaintenanceBanner() {
  const t = useT()
  const role = useAtomValue(userAtom)?.role
  const textId = useId()
  return (
    <aside className={styles.banner} aria-labelledby={textId} data-testid="maintenance-banner">
      <Container className={styles.inner}>
        <span id={textId}>{t('maintenance.staff_banner')}</span>
        {canOpenAdminSection(role, SETTINGS_PATH) && (
          <Link className={styles.link} to={SETTINGS_PATH}>
            {t('maintenance.staff_banner_settings')}
          </Link>
        )}
      </Container>
    </aside>
  )
}
