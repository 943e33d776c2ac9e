import { useT } from '@shop/i18n'
import { Spinner } from '@shop/ui'
import styles from './screen-loading.module.css'

/** Shown in the content area while an admin screen's chunk downloads: announced once, the space held. */
export function ScreenLoading() {
  const t = useT()
  return (
    <div className={styles.frame} aria-busy="true" data-testid="screen-loading">
      <Spinner label={t('admin.common.loading')} />
    </div>
  )
}
