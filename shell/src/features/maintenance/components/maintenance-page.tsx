import { usePublicSettings } from '@shop/api-client'
import { readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { Container, usePageTitle } from '@shop/ui'
import { useAtomValue } from 'jotai'
import styles from './maintenance.module.css'
import { MaintenanceContact } from './maintenance-contact'

/** What a shopper sees while maintenance is on: the notice, the admin's message in their language, how to reach us. */
export function MaintenancePage() {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const { settings } = usePublicSettings()
  const message = readLocalized(settings.maintenance.message, language) || t('maintenance.default_message')
  usePageTitle(t('maintenance.title'))
  return (
    <Container className={styles.page}>
      <section className={styles.card} aria-labelledby="maintenance-title" data-testid="maintenance-page">
        <span className={styles.iconWrap}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
          </svg>
        </span>
        <h1 id="maintenance-title" className={styles.title}>
          {t('maintenance.title')}
        </h1>
        <p className={styles.message}>{message}</p>
        <MaintenanceContact />
      </section>
    </Container>
  )
}
