import type { TranslationProviderName, TranslationStatus } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, notify } from '@shop/ui'
import { Badge } from '../../../../components/badge'
import { QueryState } from '../../../../components/query-state'
import { notifyFailure } from '../../../../lib/notify-failure'
import { useTranslationHealth } from '../../api/translation-health'
import styles from './translation-card.module.css'

/** Service names, not words: the same in every language. */
const PROVIDER_NAME: Record<TranslationProviderName, string> = {
  gemini: 'Google Gemini',
  'workers-ai': 'Cloudflare Workers AI',
}

/**
 * The translation service's health from the saved settings (admin.md §3 "Translation service health": enabled,
 * model, whether a key is set; and which translator answers now), with a refresh that says how it went (§8).
 */
export function TranslationHealth() {
  const t = useT()
  const health = useTranslationHealth()
  const refresh = async () => {
    const result = await health.refetch()
    if (result.isError) notifyFailure(result.error, t('admin.settings_cards.health_error'))
    else notify.success(t('admin.settings_cards.health_refreshed'))
  }
  return (
    <div className={styles.health}>
      <div className={styles.healthHeader}>
        <h3 className={styles.healthTitle}>{t('admin.settings_cards.health_title')}</h3>
        <Button variant="secondary" loading={health.isFetching} onClick={() => void refresh()}>
          {t('admin.settings_cards.health_refresh')}
        </Button>
      </div>
      <QueryState query={health} errorTitle={t('admin.settings_cards.health_error')}>
        {(status) => <HealthList status={status} />}
      </QueryState>
      <p className={styles.note}>{t('admin.settings_cards.health_note')}</p>
    </div>
  )
}

function HealthList({ status }: { status: TranslationStatus }) {
  const t = useT()
  return (
    <dl className={styles.healthList} data-testid="translation-health">
      <div>
        <dt>{t('admin.settings_cards.health_gemini')}</dt>
        <dd>
          <Badge tone={status.enabled ? 'success' : 'neutral'}>
            {t(status.enabled ? 'admin.settings_cards.health_on' : 'admin.settings_cards.health_off')}
          </Badge>
        </dd>
      </div>
      <div>
        <dt>{t('admin.settings_cards.health_model')}</dt>
        <dd>{status.model}</dd>
      </div>
      <div>
        <dt>{t('admin.settings_cards.health_key')}</dt>
        <dd>
          <Badge tone={status.hasApiKey ? 'success' : 'danger'}>
            {t(
              status.hasApiKey
                ? 'admin.settings_cards.health_key_set'
                : 'admin.settings_cards.health_key_missing',
            )}
          </Badge>
        </dd>
      </div>
      <div>
        <dt>{t('admin.settings_cards.health_provider')}</dt>
        <dd>
          {status.provider ? (
            PROVIDER_NAME[status.provider]
          ) : (
            <span className={styles.unavailable}>{t('admin.settings_cards.health_provider_none')}</span>
          )}
        </dd>
      </div>
    </dl>
  )
}
