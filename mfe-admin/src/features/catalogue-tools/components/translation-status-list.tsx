import { useT } from '@shop/i18n'
import { Badge } from '../../../components/badge'
import type { TranslationStatus } from '../api/translation-status'
import styles from './catalogue-tools.module.css'

/** Is the service on, which provider and model, is a key set. */
export function TranslationStatusList({ status }: { status: TranslationStatus }) {
  const t = useT()
  return (
    <dl className={styles.status} data-testid="translation-status">
      <div className={styles.statusItem}>
        <dt>{t('admin.catalogue_tools.status_service')}</dt>
        <dd>
          {status.enabled ? (
            <Badge tone="success">{t('admin.catalogue_tools.status_enabled')}</Badge>
          ) : (
            <Badge tone="danger">{t('admin.catalogue_tools.status_disabled')}</Badge>
          )}
        </dd>
      </div>
      <div className={styles.statusItem}>
        <dt>{t('admin.catalogue_tools.status_provider')}</dt>
        <dd>{status.provider || '—'}</dd>
      </div>
      <div className={styles.statusItem}>
        <dt>{t('admin.catalogue_tools.status_model')}</dt>
        <dd>{status.model || '—'}</dd>
      </div>
      <div className={styles.statusItem}>
        <dt>{t('admin.catalogue_tools.status_api_key')}</dt>
        <dd>
          {status.hasApiKey ? (
            <Badge tone="success">{t('admin.catalogue_tools.api_key_set')}</Badge>
          ) : (
            <Badge tone="danger">{t('admin.catalogue_tools.api_key_missing')}</Badge>
          )}
        </dd>
      </div>
    </dl>
  )
}
