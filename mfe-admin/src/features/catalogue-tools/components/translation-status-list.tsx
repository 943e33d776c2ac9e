import type { TranslationStatus } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Badge } from '../../../components/badge'
import styles from './catalogue-tools.module.css'

/**
 * Can the catalogue be translated (a provider answers: Gemini when enabled with a key, else Workers AI), which provider
 * and model, and the Gemini setting and key.
 */
export function TranslationStatusList({ status }: { status: TranslationStatus }) {
  const t = useT()
  return (
    <dl className={styles.status} data-testid="translation-status">
      <div className={styles.statusItem}>
        <dt>{t('admin.catalogue_tools.status_service')}</dt>
        <dd>
          {status.provider ? (
            <Badge tone="success">{t('admin.catalogue_tools.status_ready')}</Badge>
          ) : (
            <Badge tone="danger">{t('admin.catalogue_tools.status_not_ready')}</Badge>
          )}
        </dd>
      </div>
      <div className={styles.statusItem}>
        <dt>{t('admin.catalogue_tools.status_provider')}</dt>
        <dd>{status.provider ?? '—'}</dd>
      </div>
      <div className={styles.statusItem}>
        <dt>{t('admin.catalogue_tools.status_model')}</dt>
        <dd>{status.model || '—'}</dd>
      </div>
      <div className={styles.statusItem}>
        <dt>{t('admin.catalogue_tools.status_gemini')}</dt>
        <dd>
          {t(
            status.enabled ? 'admin.catalogue_tools.status_enabled' : 'admin.catalogue_tools.status_disabled',
          )}
        </dd>
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
